import Glibc
import CLinux
import PanelBase

/// One epoll instance: descriptors registered for readability, each with a token that
/// says what it is.
final class EpollSet {
    let descriptor: Int32
    /// epoll_ctl calls made so far.
    private(set) var controlCalls = 0

    init() throws(LoopError) {
        descriptor = panel_epoll_create()
        guard descriptor >= 0 else { throw LoopError.system(operation: "epoll_create1", errno: errno) }
    }

    deinit { close(descriptor) }

    /// Watches `fd`, or points it at `token` when it is watched already.
    func add(_ fd: Int32, token: UInt64) throws(LoopError) {
        controlCalls += 1
        if panel_epoll_add(descriptor, fd, token) == 0 { return }
        guard errno == EEXIST else { throw LoopError.system(operation: "epoll_ctl(ADD fd \(fd))", errno: errno) }
        controlCalls += 1
        guard panel_epoll_modify(descriptor, fd, token) == 0 else {
            throw LoopError.system(operation: "epoll_ctl(MOD fd \(fd))", errno: errno)
        }
    }

    /// Watches `fd` for readability, and writability when `writable`.
    func watch(_ fd: Int32, token: UInt64, writable: Bool) throws(LoopError) {
        controlCalls += 1
        guard panel_epoll_watch(descriptor, fd, token, writable ? 1 : 0) == 0 else {
            throw LoopError.system(operation: "epoll_ctl(fd \(fd))", errno: errno)
        }
    }

    func remove(_ fd: Int32) {
        controlCalls += 1
        _ = panel_epoll_remove(descriptor, fd)
    }

    /// Blocks until something is ready (`timeoutMilliseconds` -1: no limit). Returns an
    /// empty list when interrupted by a signal handler.
    func wait(timeoutMilliseconds: Int32 = -1) throws(LoopError) -> [LoopReadiness] {
        var tokens = [UInt64](repeating: 0, count: 32)
        var events = [UInt32](repeating: 0, count: 32)
        let count = panel_epoll_wait(descriptor, &tokens, &events, 32, timeoutMilliseconds)
        if count < 0 {
            if errno == EINTR { return [] }
            throw LoopError.system(operation: "epoll_wait", errno: errno)
        }
        let failure = panel_epoll_err() | panel_epoll_hup()
        return (0..<Int(count)).map {
            LoopReadiness(token: tokens[$0], hangUp: events[$0] & failure != 0 && events[$0] & panel_epoll_in() == 0,
                          writable: events[$0] & panel_epoll_out() != 0)
        }
    }
}
