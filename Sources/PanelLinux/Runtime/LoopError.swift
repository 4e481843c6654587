import Glibc
import PanelBase

/// Why the event loop could not wait: a system call of its own (epoll, timerfd, signalfd)
/// failed. Errors of the display the loop drives stay `DisplayError`s.
public enum LoopError: Error, Equatable, CustomStringConvertible {
    /// What failed, and the errno.
    case system(operation: String, errno: Int32)

    public var description: String {
        switch self {
        case .system(let operation, let code):
            return "event loop: \(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
