import Glibc
import Panel

/// The most each kind of file panel-app reads may hold (docs/state-and-files.md). Past its limit a
/// file is refused with a message, rather than read until memory runs out.
enum FileSizeLimit {
    /// A panel file: thousands of controls fit in well under a megabyte.
    static let panelFile = 4 << 20
    /// A state file holds one short line per control.
    static let stateFile = 1 << 20
    /// A benchmark report, for `bench --compare`.
    static let benchReport = 16 << 20
    /// A sysfs or /proc file (a backlight level, /proc/cpuinfo).
    static let systemFile = 1 << 20
    /// Any other file read whole.
    static let otherFile = 16 << 20
}

struct FileReadFailure: Error {
    var reason: String
    /// The path does not exist.
    var isMissing = false
}

/// A whole regular file as UTF-8 text (invalid bytes become U+FFFD), refused when it is
/// larger than `limit` bytes or not a regular file (a directory, a device, a FIFO).
func readWholeFile(_ path: String, limit: Int = FileSizeLimit.otherFile) throws(FileReadFailure) -> String {
    do {
        return String(decoding: try FileReader.read(path, limit: limit), as: UTF8.self)
    } catch {
        throw FileReadFailure(reason: error.reason, isMissing: error.isMissing)
    }
}

/// A line on standard error, for command-line errors (the log uses `Log`).
func printError(_ message: String) {
    _ = (message + "\n").withCString { write(2, $0, strlen($0)) }
}
