import PanelBase

/// A publisher that delivers only once connected, as Combine's: `connect()` starts it,
/// `autoconnect()` starts it when a view subscribes.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

/// The namespace of publisher types, as Combine's.
public enum Publishers {
    /// A connectable publisher connected when subscribed to.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        /// The upstream's ticks, started at subscription whether or not it was connected.
        public var _ticks: _PublisherTicks<Output> {
            let ticks = upstream._ticks
            let interval = ticks.interval
            return _PublisherTicks(identity: ObjectIdentifier(self), interval: interval,
                                   firstTick: { $0 + interval }, value: ticks.value)
        }
    }
}

extension ConnectablePublisher {
    /// This publisher, connected when a view subscribes to it.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
