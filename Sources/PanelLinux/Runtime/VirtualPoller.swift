import Glibc
import PanelBase

/// The poller of a loop on virtual time: it looks at its descriptors without blocking
/// (poll with no timeout), and when none is ready it moves the clock to the deadline
/// instead of sleeping until then, so a loop whose next event is an hour away gets there
/// at once. With no deadline and nothing ready, nothing can ever happen: the loop is idle.
public final class VirtualPoller: LoopPoller {
    public let clock: VirtualClock
    private var watched: [Int32: UInt64] = [:]
    /// Descriptors also watched for room to write.
    private var writers: Set<Int32> = []
    /// Register and deregister calls so far (what would be epoll_ctl calls).
    public private(set) var controlCalls = 0
    /// Waits so far, and those that moved the clock.
    public private(set) var waits = 0
    public private(set) var jumps = 0

    public init(clock: VirtualClock) { self.clock = clock }

    public func register(_ descriptor: Int32, token: UInt64) throws(LoopError) {
        controlCalls += 1
        watched[descriptor] = token
        writers.remove(descriptor)
    }

    public func register(_ descriptor: Int32, token: UInt64, writable: Bool) throws(LoopError) {
        try register(descriptor, token: token)
        if writable { writers.insert(descriptor) }
    }

    public func deregister(_ descriptor: Int32) {
        controlCalls += 1
        watched[descriptor] = nil
        writers.remove(descriptor)
    }

    public func wait(until deadline: MonotonicTime?) throws(LoopError) -> LoopPollResult {
        waits += 1
        let descriptors = watched.keys.sorted()
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(writers.contains($0) ? POLLIN | POLLOUT : POLLIN), revents: 0) }
        if !entries.isEmpty, poll(&entries, nfds_t(entries.count), 0) < 0, errno != EINTR {
            throw LoopError.system(operation: "poll", errno: errno)
        }
        let failure = Int16(POLLHUP | POLLERR | POLLNVAL)
        let ready = entries.compactMap { entry -> LoopReadiness? in
            guard entry.revents != 0, let token = watched[entry.fd] else { return nil }
            return LoopReadiness(token: token, hangUp: entry.revents & failure != 0 && entry.revents & Int16(POLLIN) == 0,
                                 writable: entry.revents & Int16(POLLOUT) != 0)
        }
        if !ready.isEmpty { return .ready(ready) }
        guard let deadline else { return .idle }
        if deadline > clock.now { jumps += 1 }
        clock.advance(to: deadline)
        return .ready([])
    }
}
