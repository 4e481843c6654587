import Glibc
import Panel

/// Where `log` actions' JSON lines go: standard output, one write per line.
///
/// `run` ignores SIGPIPE, so a standard output nobody reads any more (a closed pipe) makes
/// the write fail instead of killing the kiosk; the failure is logged once, the line is
/// lost, and the panel goes on.
enum StandardOutputLine {
    nonisolated(unsafe) private static var reportedFailure = false

    static func write(_ line: String) {
        write(line, to: STDOUT_FILENO, log: Log.write)
    }

    /// Writes `line` and a newline to `fd` (retrying short writes); says so through `log`
    /// the first time a write fails. Returns whether the whole line was written.
    @discardableResult
    static func write(_ line: String, to fd: Int32, log: (Log.Priority, String) -> Void) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                if !reportedFailure {
                    reportedFailure = true
                    let reason = n < 0 ? String(cString: strerror(errno)) : "nothing written"
                    log(.warning, "cannot write a log action's line to standard output (\(reason)); such lines are lost until it works again")
                }
                return false
            }
            offset += n
        }
        reportedFailure = false
        return true
    }
}
