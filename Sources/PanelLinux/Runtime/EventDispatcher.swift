import PanelBase

/// The sources the event loop waits for, and the waiting: each source is a descriptor
/// (its callback runs when it is readable) or a deadline (its callback runs once the clock
/// reaches it), as in calloop and swift-nio's selector.
///
/// A descriptor is handed to the poller once, at the first wait after it was added, and
/// taken back when its source is removed: nothing is registered again on later turns, so
/// an idle turn costs one wait and no other system call. A deadline only moves a number;
/// the poller's timer is armed for the earliest one.
///
/// One source per descriptor: a descriptor number added again (its earlier file was
/// closed and the number reused, as when a device is unplugged and another plugged in)
/// belongs to the newer source from then on.
///
/// The clock and the poller say which time it runs on: the real one (`MonotonicClock`,
/// `EpollPoller`, the default), or virtual time (`init(virtualTime:)`), where a wait
/// that would sleep moves the clock to the deadline instead.
public final class EventDispatcher {
    private enum Kind {
        case readable(Int32, (ReadyDescriptor) throws -> Void)
        case deadline(MonotonicTime?, (MonotonicTime) throws -> MonotonicTime?)
    }

    private struct Source {
        var kind: Kind
        /// A readable source whose descriptor the poller watches now.
        var watched = false
        /// Also woken when the descriptor has room to write (`setWriteInterest`).
        var wantsWrite = false
    }

    public let clock: any LoopClock
    public let poller: any LoopPoller
    /// Where a descriptor that hung up is reported.
    public var log: (String) -> Void = { Log.warning($0) }
    /// Waits so far: stays small while nothing happens.
    public private(set) var waits = 0

    private var sources: [UInt64: Source] = [:]
    private var nextToken: UInt64 = 1
    /// The source each watched descriptor belongs to.
    private var owners: [Int32: UInt64] = [:]
    /// Readable sources added since the last wait, oldest first.
    private var unregistered: [UInt64] = []

    public init(clock: any LoopClock = MonotonicClock(), poller: any LoopPoller = EpollPoller()) {
        self.clock = clock
        self.poller = poller
    }

    /// On virtual time: `clock` moves to each deadline in turn instead of being waited for.
    public convenience init(virtualTime clock: VirtualClock) {
        self.init(clock: clock, poller: VirtualPoller(clock: clock))
    }

    public var now: MonotonicTime { clock.now }

    /// Calls `callback` whenever `descriptor` is readable (level-triggered: until it is
    /// read). The descriptor must stay open until the source is removed.
    @discardableResult
    public func addReadableSource(_ descriptor: Int32, _ callback: @escaping (ReadyDescriptor) throws -> Void) -> LoopSourceID {
        let token = newToken()
        sources[token] = Source(kind: .readable(descriptor, callback))
        unregistered.append(token)
        return LoopSourceID(token: token)
    }

    /// Calls `callback` with the time once the clock reaches `deadline` (nil: not yet
    /// scheduled). The callback returns the source's next deadline, or nil to wait until
    /// `setDeadline` gives it one.
    @discardableResult
    public func addDeadlineSource(at deadline: MonotonicTime?,
                                  _ callback: @escaping (MonotonicTime) throws -> MonotonicTime?) -> LoopSourceID {
        let token = newToken()
        sources[token] = Source(kind: .deadline(deadline, callback))
        return LoopSourceID(token: token)
    }

    /// Whether a readable source is also called when its descriptor has room to write: a
    /// socket with bytes queued asks for it until they are sent (then stops asking, or the
    /// loop would wake without end). The poller is told at the next wait.
    public func setWriteInterest(_ id: LoopSourceID, _ writable: Bool) {
        guard let source = sources[id.token], case .readable = source.kind, source.wantsWrite != writable else { return }
        sources[id.token]?.wantsWrite = writable
        if !unregistered.contains(id.token) { unregistered.append(id.token) }
    }

    /// Moves a deadline source's deadline (nil: none for now).
    public func setDeadline(_ id: LoopSourceID, to deadline: MonotonicTime?) {
        guard let source = sources[id.token], case .deadline(_, let callback) = source.kind else { return }
        sources[id.token]?.kind = .deadline(deadline, callback)
    }

    /// A deadline source's deadline.
    public func deadline(of id: LoopSourceID) -> MonotonicTime? {
        guard let source = sources[id.token], case .deadline(let deadline, _) = source.kind else { return nil }
        return deadline
    }

    /// Removes a source; its descriptor, if watched, is given back to the poller at once.
    public func remove(_ id: LoopSourceID) {
        guard let source = sources.removeValue(forKey: id.token) else { return }
        guard case .readable(let descriptor, _) = source.kind else { return }
        if source.watched && owners[descriptor] == id.token {
            poller.deregister(descriptor)
            owners[descriptor] = nil
        }
        unregistered.removeAll { $0 == id.token }
    }

    /// Whether `id` is still registered.
    public func contains(_ id: LoopSourceID) -> Bool { sources[id.token] != nil }

    /// The earliest deadline of any source.
    public var nextDeadline: MonotonicTime? {
        var earliest: MonotonicTime?
        for source in sources.values {
            if case .deadline(let deadline?, _) = source.kind, earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
        }
        return earliest
    }

    /// One turn: hands the descriptors added since the last turn to the poller, waits until
    /// one is ready or the earliest deadline, then runs the callbacks of the ready
    /// descriptors and of the deadlines reached, earliest first. Returns false, without
    /// running anything, when nothing can ever happen (virtual time, nothing pending). An
    /// error from a callback ends the turn and is rethrown.
    @discardableResult
    public func dispatch() throws -> Bool {
        try registerAddedDescriptors()
        let result = try poller.wait(until: nextDeadline)
        waits += 1
        guard case .ready(let ready) = result else { return false }
        for readiness in ready { try runReadable(readiness) }
        try runDueDeadlines()
        return true
    }

    /// Dispatches until `shouldStop` is true or nothing can happen any more.
    public func run(until shouldStop: () -> Bool = { false }) throws {
        while !shouldStop() {
            guard try dispatch() else { return }
        }
    }

    // MARK: Turns

    private func newToken() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }

    private func registerAddedDescriptors() throws(LoopError) {
        while !unregistered.isEmpty {
            let token = unregistered.removeFirst()
            guard let source = sources[token], case .readable(let descriptor, _) = source.kind else { continue }
            do {
                try poller.register(descriptor, token: token, writable: source.wantsWrite)
            } catch {
                unregistered.insert(token, at: 0)
                throw error
            }
            // The number's earlier owner closed its file: it has nothing left to watch.
            if let earlier = owners[descriptor], earlier != token { sources[earlier]?.watched = false }
            owners[descriptor] = token
            sources[token]?.watched = true
        }
    }

    private func runReadable(_ readiness: LoopReadiness) throws {
        // A callback earlier in this turn may have removed the source.
        guard let source = sources[readiness.token], source.watched, case .readable(let descriptor, let callback) = source.kind else {
            return
        }
        try callback(ReadyDescriptor(descriptor: descriptor, hangUp: readiness.hangUp,
                                     writable: readiness.writable && source.wantsWrite, now: clock.now))
        if readiness.hangUp, sources[readiness.token]?.watched == true, owners[descriptor] == readiness.token {
            poller.deregister(descriptor)
            owners[descriptor] = nil
            sources[readiness.token]?.watched = false
            log("descriptor \(descriptor) hung up; no longer watched")
        }
    }

    private func runDueDeadlines() throws {
        let now = clock.now
        var due: [(deadline: MonotonicTime, token: UInt64)] = []
        for (token, source) in sources {
            if case .deadline(let deadline?, _) = source.kind, deadline <= now { due.append((deadline, token)) }
        }
        due.sort { $0.deadline != $1.deadline ? $0.deadline < $1.deadline : $0.token < $1.token }
        for entry in due {
            // An earlier callback may have moved or removed it.
            guard let source = sources[entry.token], case .deadline(let deadline?, let callback) = source.kind,
                  deadline <= now else { continue }
            sources[entry.token]?.kind = .deadline(nil, callback)
            let next = try callback(now)
            if sources[entry.token] != nil { sources[entry.token]?.kind = .deadline(next, callback) }
        }
    }
}
