import Glibc
import PanelBase

/// The real poller: one epoll set, and a timerfd in it armed for the loop's earliest
/// deadline. Both are made at first use, so making a loop cannot fail; the first wait or
/// registration reports what went wrong.
public final class EpollPoller: LoopPoller {
    private var epoll: EpollSet?
    private var timer: DeadlineTimer?
    private static let timerToken = UInt64.max

    public init() {}

    /// epoll_ctl calls made so far, its own timer's included: a descriptor registered once
    /// and not on every turn keeps this at the number of changes.
    public var controlCalls: Int { epoll?.controlCalls ?? 0 }

    private func started() throws(LoopError) -> (EpollSet, DeadlineTimer) {
        if let epoll, let timer { return (epoll, timer) }
        let set = try EpollSet()
        let timer = try DeadlineTimer()
        try set.add(timer.descriptor, token: EpollPoller.timerToken)
        epoll = set
        self.timer = timer
        return (set, timer)
    }

    public func register(_ descriptor: Int32, token: UInt64) throws(LoopError) {
        try started().0.add(descriptor, token: token)
    }

    public func register(_ descriptor: Int32, token: UInt64, writable: Bool) throws(LoopError) {
        guard writable else { return try register(descriptor, token: token) }
        try started().0.watch(descriptor, token: token, writable: true)
    }

    public func deregister(_ descriptor: Int32) {
        epoll?.remove(descriptor)
    }

    public func wait(until deadline: MonotonicTime?) throws(LoopError) -> LoopPollResult {
        let (epoll, timer) = try started()
        timer.arm(deadline)
        var ready = try epoll.wait()
        if let index = ready.firstIndex(where: { $0.token == EpollPoller.timerToken }) {
            timer.acknowledge()
            ready.remove(at: index)
        }
        return .ready(ready)
    }
}
