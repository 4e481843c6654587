import Glibc

/// The process's peak resident memory: VmHWM from /proc/self/status, or getrusage's
/// ru_maxrss where /proc is not mounted. Both are in kilobytes.
enum PeakMemory {
    static func peakResidentKilobytes() -> Int {
        if let hwm = statusField("VmHWM:") { return hwm }
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
    }

    /// A "Name:   1234 kB" line of /proc/self/status, in kB.
    static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            let digits = text.dropFirst(name.count).filter { $0.isNumber }
            return Int(String(digits))
        }
        return nil
    }
}
