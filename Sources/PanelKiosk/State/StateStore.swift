import Glibc

/// Saves the values of toggles, triples and sliders so they survive restarts and power
/// cuts, and restores them at start.
///
/// Every save is atomic: the new contents go to a temporary file in the same directory,
/// which is flushed to disk, renamed over the old file, and the directory is flushed too.
/// After a power cut the file holds either the old or the new values, never a mix.
final class StateStore {
    let path: String
    var values: [String: ControlValue] = [:]

    init(path: String) { self.path = path }

    /// What happened when the file was loaded, for the log.
    enum LoadOutcome: Equatable {
        case loaded(count: Int)
        /// No file yet: defaults are used.
        case missing
        /// The file could not be parsed; it was moved to `keptAt` and defaults are used.
        case corrupt(reason: String, keptAt: String)
        /// The file exists but could not be read (permissions): defaults are used and the
        /// file is left alone.
        case unreadable(reason: String)
    }

    /// Loads the saved values. A corrupt file is renamed aside (never deleted: a person may
    /// want it) and defaults are used.
    func load() -> LoadOutcome {
        values = [:]
        guard let file = fopen(path, "rb") else {
            if errno == ENOENT { return .missing }
            return .unreadable(reason: String(cString: strerror(errno)))
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
            bytes += buffer[0..<n]
            if n < 4096 { break }
        }
        fclose(file)
        do {
            values = try Self.parse(String(decoding: bytes, as: UTF8.self))
            return .loaded(count: values.count)
        } catch {
            let aside = path + ".corrupt-\(time(nil))"
            rename(path, aside)
            return .corrupt(reason: error.description, keptAt: aside)
        }
    }

    struct FormatError: Error, CustomStringConvertible { var description: String }

    static func parse(_ text: String) throws(FormatError) -> [String: ControlValue] {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw FormatError(description: error.description) }
        guard case let .object(members, _)? = root["values"] else {
            throw FormatError(description: "no \"values\" object")
        }
        var result: [String: ControlValue] = [:]
        for member in members {
            switch member.value {
            case let .bool(b, _): result[member.key] = .toggle(b)
            case let .string(s, _): result[member.key] = .triple(s)
            case let .number(n, _): result[member.key] = .slider(n)
            default: throw FormatError(description: "value of \"\(member.key)\" is \(member.value.kindDescription)")
            }
        }
        return result
    }

    func value(for id: String) -> ControlValue? { values[id] }

    /// Records a new value and saves the whole state at once.
    func set(_ value: ControlValue, for id: String) throws(StateSaveError) {
        values[id] = value
        try save()
    }

    var serialized: String {
        let members = values.keys.sorted().map { ($0, values[$0]!.json) }
        return JSONWriter.object([("version", "1"), ("values", JSONWriter.object(members))]) + "\n"
    }

    func save() throws(StateSaveError) {
        try AtomicFile.write(Array(serialized.utf8), to: path)
    }
}

struct StateSaveError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): cannot save state: \(reason)" }
}

/// Crash-safe whole-file replacement: temporary file, fsync, rename, fsync of the directory.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(StateSaveError) {
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw StateSaveError(path: path, reason: String(cString: strerror(errno))) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let reason = String(cString: strerror(errno))
                close(fd); unlink(temporary)
                throw StateSaveError(path: path, reason: reason)
            }
            offset += n
        }
        guard fsync(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd); unlink(temporary)
            throw StateSaveError(path: path, reason: "fsync: \(reason)")
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw StateSaveError(path: path, reason: "rename: \(reason)")
        }
        // The rename is durable only once the directory entry is on disk.
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let dirfd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }
}
