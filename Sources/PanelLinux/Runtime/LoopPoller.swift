import PanelBase

/// What the event loop waits with: epoll and a timerfd (`EpollPoller`), or, in virtual
/// time, a look at the descriptors that never blocks and a clock moved to the deadline
/// (`VirtualPoller`). The loop registers each descriptor once, with a token, and again
/// only when it changes.
public protocol LoopPoller: AnyObject {
    /// Watches `descriptor` for readability; `token` comes back when it is ready. A
    /// descriptor already watched is pointed at the new token.
    func register(_ descriptor: Int32, token: UInt64) throws(LoopError)

    /// Watches `descriptor` for readability and, when `writable`, for room to write too (a
    /// socket with bytes queued); a descriptor already watched changes what it waits for.
    func register(_ descriptor: Int32, token: UInt64, writable: Bool) throws(LoopError)

    /// Stops watching `descriptor` (one that was closed already is no error).
    func deregister(_ descriptor: Int32)

    /// Waits until a watched descriptor is ready or the loop's clock reaches `deadline`
    /// (nil: no limit).
    func wait(until deadline: MonotonicTime?) throws(LoopError) -> LoopPollResult
}

/// What a wait found.
public enum LoopPollResult: Equatable, Sendable {
    /// These descriptors are ready (none: the deadline came, or a signal interrupted).
    case ready([LoopReadiness])
    /// Nothing can ever happen: no deadline, and no descriptor ready in virtual time,
    /// where nothing else will make one ready.
    case idle
}

/// A ready descriptor's token, and whether it hung up or failed rather than having data,
/// and whether it has room to write (only reported for descriptors watched for that).
public struct LoopReadiness: Equatable, Sendable {
    public var token: UInt64
    public var hangUp: Bool
    public var writable: Bool

    public init(token: UInt64, hangUp: Bool, writable: Bool = false) {
        self.token = token
        self.hangUp = hangUp
        self.writable = writable
    }
}

extension LoopPoller {
    /// A poller that cannot wait for writability watches for readability only.
    public func register(_ descriptor: Int32, token: UInt64, writable: Bool) throws(LoopError) {
        try register(descriptor, token: token)
    }
}
