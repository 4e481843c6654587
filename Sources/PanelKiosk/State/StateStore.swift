import Glibc
import Panel

/// Saves the values of toggles, triples and sliders so they survive restarts and power
/// cuts, and restores them at start (docs/state-and-files.md).
///
/// Changes are kept in memory and saved together, at the latest `saveDelay` after the
/// first unsaved one (and at exit), so dragging a slider does not flush the disk on every
/// step. Every save is atomic and durable (`OutputFile`): after a power cut the file
/// holds either the old or the new values, never a mix.
///
/// Only finite numbers are stored. When loading, a value of the wrong kind costs its own
/// control its saved value, never the others; a file that is not JSON at all is corrupt
/// and renamed aside. A path that cannot be read (a directory, a device, no permission,
/// an I/O error) is reported and left alone: nothing is saved over it.
final class StateStore {
    let path: String
    var values: [String: ControlValue] = [:]

    /// How long a change waits at most before it is saved.
    static let saveDelay: Int64 = 1_000_000_000
    /// How long after a failed save the next attempt is made.
    static let retryDelay: Int64 = 30_000_000_000

    /// When the unsaved changes are due to be saved; nil when everything is saved.
    private(set) var saveDeadline: MonotonicTime? {
        didSet { if saveDeadline != oldValue { onSaveDeadlineChange?() } }
    }
    /// Told when `saveDeadline` moves (the loop's save source follows it).
    var onSaveDeadlineChange: (() -> Void)?
    /// Why nothing is saved to this path: what was there could not be read at start.
    private(set) var savingRefusedReason: String?
    /// Saves written since the store was made (coalescing shows in this count).
    private(set) var savesWritten = 0

    init(path: String) { self.path = path }

    /// What happened when the file was loaded, for the log.
    enum LoadOutcome: Equatable {
        /// `count` values restored; `problems` name the values that were not (each costs
        /// its control the saved value).
        case loaded(count: Int, problems: [String] = [])
        /// No file yet: defaults are used.
        case missing
        /// The file could not be parsed; it was moved to `keptAt` and defaults are used.
        case corrupt(reason: String, keptAt: String)
        /// The path could not be read (not a regular file, too large, permissions, I/O):
        /// defaults are used, and the file is left alone and never saved over.
        case unreadable(reason: String)
    }

    /// Loads the saved values. A corrupt file is renamed aside (never deleted: a person may
    /// want it) and defaults are used.
    func load() -> LoadOutcome {
        values = [:]
        saveDeadline = nil
        savingRefusedReason = nil
        var status = stat()
        if lstat(path, &status) != 0 {
            if errno == ENOENT { return .missing }
            return refuseSaving("cannot be examined: \(String(cString: strerror(errno)))")
        }
        // Saving replaces the file by renaming a new one over it, which would replace a
        // link rather than the file it points to.
        if status.st_mode & S_IFMT == S_IFLNK {
            return refuseSaving("is a symbolic link; the state file must be a regular file")
        }
        let text: String
        do { text = try readWholeFile(path, limit: FileSizeLimit.stateFile) } catch {
            if error.isMissing { return .missing }
            return refuseSaving(error.reason)
        }
        do {
            var problems: [String] = []
            values = try Self.parse(text, problems: &problems)
            return .loaded(count: values.count, problems: problems)
        } catch {
            let aside = asidePath()
            guard rename(path, aside) == 0 else {
                return refuseSaving("is corrupt (\(error)) and cannot be renamed to \(aside): \(String(cString: strerror(errno)))")
            }
            return .corrupt(reason: error.description, keptAt: aside)
        }
    }

    private func refuseSaving(_ reason: String) -> LoadOutcome {
        savingRefusedReason = reason
        return .unreadable(reason: reason)
    }

    /// `PATH.corrupt-TIME`, with a counter when a file of that name exists already.
    private func asidePath() -> String {
        let base = path + ".corrupt-\(time(nil))"
        var candidate = base, status = stat(), counter = 1
        while lstat(candidate, &status) == 0 && counter < 1000 {
            candidate = base + "-\(counter)"
            counter += 1
        }
        return candidate
    }

    struct FormatError: Error, CustomStringConvertible { var description: String }

    /// The values in a state file's text; throws only when the text is not a JSON object
    /// with a "values" object.
    static func parse(_ text: String) throws(FormatError) -> [String: ControlValue] {
        var problems: [String] = []
        return try parse(text, problems: &problems)
    }

    /// The values in a state file's text; a value of no known kind is left out and
    /// described in `problems`.
    static func parse(_ text: String, problems: inout [String]) throws(FormatError) -> [String: ControlValue] {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw FormatError(description: error.description) }
        guard case .object = root else { throw FormatError(description: "expected an object, found \(root.kindDescription)") }
        guard case let .object(members, _)? = root["values"] else {
            throw FormatError(description: "no \"values\" object")
        }
        var result: [String: ControlValue] = [:]
        for member in members {
            switch member.value {
            case let .bool(b, _): result[member.key] = .toggle(b)
            case let .string(s, _): result[member.key] = .triple(s)
            case let .number(n, _) where n.isFinite: result[member.key] = .slider(n)
            default:
                problems.append("\(member.value.position): the value of \"\(member.key)\" is \(member.value.kindDescription), not true, false, a name or a number")
            }
        }
        return result
    }

    func value(for id: String) -> ControlValue? { values[id] }

    /// Records a new value, saved by `saveIfDue` within `saveDelay`. A number that is not
    /// finite is refused (false): it could not be read back.
    @discardableResult
    func set(_ value: ControlValue, for id: String, now: MonotonicTime = .now()) -> Bool {
        if case let .slider(number) = value, !number.isFinite { return false }
        guard values[id] != value else { return true }
        values[id] = value
        if saveDeadline == nil && savingRefusedReason == nil { saveDeadline = now + StateStore.saveDelay }
        return true
    }

    /// Saves if unsaved changes are due by `now`: true when it saved. A failed save is
    /// tried again `retryDelay` later.
    func saveIfDue(now: MonotonicTime) throws(StateSaveError) -> Bool {
        guard let due = saveDeadline, due <= now else { return false }
        do { try save() } catch {
            saveDeadline = now + StateStore.retryDelay
            throw error
        }
        return true
    }

    /// Saves unsaved changes now (at exit): true when it saved.
    func saveUnsavedChanges() throws(StateSaveError) -> Bool {
        guard saveDeadline != nil else { return false }
        try save()
        return true
    }

    var serialized: String {
        let members = values.keys.sorted().compactMap { id -> (String, String)? in
            if case let .slider(number)? = values[id], !number.isFinite { return nil }
            return (id, values[id]!.json)
        }
        return JSONWriter.object([("version", "1"), ("values", JSONWriter.object(members))]) + "\n"
    }

    /// Saves every value now, atomically and durably.
    func save() throws(StateSaveError) {
        if let savingRefusedReason {
            throw StateSaveError(path: path, reason: "not saved over a file that could not be read at start (it \(savingRefusedReason))")
        }
        try AtomicFile.write(Array(serialized.utf8), to: path)
        saveDeadline = nil
        savesWritten += 1
    }
}

struct StateSaveError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): cannot save state: \(reason)" }
}

/// Crash-safe whole-file replacement of a regular file: temporary file, fsync, rename,
/// fsync of the directory (`OutputFile`).
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(StateSaveError) {
        do { try OutputFile.write(bytes, to: path, durable: true) } catch {
            throw StateSaveError(path: path, reason: error.reason)
        }
    }
}
