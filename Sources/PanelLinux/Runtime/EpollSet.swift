import Glibc
import CLinux
import PanelBase

/// One epoll instance: descriptors registered for readability, each with a token that
/// says what it is.
final class EpollSet {
    let descriptor: Int32

    package init() throws {
        descriptor = panel_epoll_create()
        guard descriptor >= 0 else { throw DisplayError.system(operation: "epoll_create1", path: "event loop", errno: errno) }
    }

    deinit { close(descriptor) }

    /// Watches `fd`; with `allowExisting`, a descriptor already watched is no error.
    package func add(_ fd: Int32, token: UInt64, allowExisting: Bool = false) throws {
        guard panel_epoll_add(descriptor, fd, token) == 0 || (allowExisting && errno == EEXIST) else {
            throw DisplayError.system(operation: "epoll_ctl(ADD fd \(fd))", path: "event loop", errno: errno)
        }
    }

    package func remove(_ fd: Int32) {
        _ = panel_epoll_remove(descriptor, fd)
    }

    /// A ready descriptor's token and whether it hung up or failed.
    struct Ready {
        var token: UInt64
        var hangUp: Bool
    }

    /// Blocks until something is ready (`timeoutMilliseconds` -1: no limit). Returns an
    /// empty list when interrupted by a signal handler.
    func wait(timeoutMilliseconds: Int32 = -1) throws -> [Ready] {
        var tokens = [UInt64](repeating: 0, count: 32)
        var events = [UInt32](repeating: 0, count: 32)
        let count = panel_epoll_wait(descriptor, &tokens, &events, 32, timeoutMilliseconds)
        if count < 0 {
            if errno == EINTR { return [] }
            throw DisplayError.system(operation: "epoll_wait", path: "event loop", errno: errno)
        }
        let failure = panel_epoll_err() | panel_epoll_hup()
        return (0..<Int(count)).map { Ready(token: tokens[$0], hangUp: events[$0] & failure != 0 && events[$0] & panel_epoll_in() == 0) }
    }
}
