import Glibc

/// What this process holds, read from /proc/self (Linux): resident memory and its peak,
/// threads and open file descriptors; and the CPU time the calling thread has used. Values
/// that cannot be read are nil (or 0 for the CPU time), never a guess.
struct ProcessResources: Hashable, Sendable {
    /// VmRSS, in kB.
    var residentKilobytes: Int?
    /// VmHWM: the most resident memory since the process started or the mark was reset.
    var peakResidentKilobytes: Int?
    /// Threads.
    var threads: Int?
    /// Entries of /proc/self/fd, not counting the one reading them.
    var openFileDescriptors: Int?

    static func current() -> ProcessResources {
        let status = statusFields(["VmRSS:", "VmHWM:", "Threads:"])
        return ProcessResources(residentKilobytes: status["VmRSS:"], peakResidentKilobytes: status["VmHWM:"],
                                threads: status["Threads:"], openFileDescriptors: openFileDescriptorCount())
    }

    /// Resets the kernel's peak-resident mark (VmHWM) to the resident memory now, for this
    /// process only (writing 5 to /proc/self/clear_refs, Linux 4.0 and later). Returns
    /// whether the kernel took it.
    static func resetPeakResident() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    /// CPU time the calling thread has used (CLOCK_THREAD_CPUTIME_ID): what a stretch of
    /// work cost, whatever else the machine was doing meanwhile.
    static func threadCPUNanoseconds() -> Int64 {
        var now = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0 else { return 0 }
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// CPU time this whole process has used (every thread), cumulative.
    static func processCPUNanoseconds() -> Int64 {
        var now = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return 0 }
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// CPU time every processor of the machine has spent busy since boot — on any process,
    /// the kernel, interrupts, or taken by the hypervisor (steal) — from /proc/stat's first
    /// line; nil when it cannot be read. Less this process's own, over a stretch of wall
    /// time, it says how busy the rest of the machine was (`SoakVerdict`).
    static func machineBusyNanoseconds() -> Int64? {
        guard let file = fopen("/proc/stat", "re") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(separator: " ").dropFirst().compactMap { Int64($0.filter(\.isNumber)) }
        // user nice system idle iowait irq softirq steal: all but idle and iowait.
        guard text.hasPrefix("cpu "), fields.count >= 8 else { return nil }
        let busy = fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]
        let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
        guard ticks > 0 else { return nil }
        return busy.multipliedReportingOverflow(by: 1_000_000_000 / ticks).partialValue
    }

    /// The numbers of the "Name:   1234 kB" lines of /proc/self/status named in `names`, in
    /// one read of the file.
    static func statusFields(_ names: [String]) -> [String: Int] {
        guard let file = fopen("/proc/self/status", "re") else { return [:] }
        defer { fclose(file) }
        var found: [String: Int] = [:]
        var line = [CChar](repeating: 0, count: 256)
        while found.count < names.count, fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let name = names.first(where: { text.hasPrefix($0) }) else { continue }
            found[name] = Int(String(text.dropFirst(name.count).filter(\.isNumber)))
        }
        return found
    }

    /// The open file descriptors: /proc/self/fd's entries, less the one the listing opens.
    static func openFileDescriptorCount() -> Int? {
        guard let directory = opendir("/proc/self/fd") else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let first = withUnsafeBytes(of: entry.pointee.d_name) { $0.first ?? 0 }
            if first != UInt8(ascii: ".") { count += 1 }
        }
        return Swift.max(0, count - 1)
    }
}
