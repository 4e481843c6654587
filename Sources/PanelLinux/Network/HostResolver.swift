/// Looks host names up for a connection without blocking the loop: the answer comes later,
/// from one of the loop's sources. `SystemHostResolver` asks glibc's resolver;
/// tests give one that answers as they say, or never.
public protocol HostResolver {
    /// Starts looking `host` up. `answer` runs once, later, on `dispatcher`'s loop, unless
    /// the lookup returned is cancelled first.
    func lookUp(_ host: String, on dispatcher: EventDispatcher,
                answer: @escaping (HostLookupAnswer) -> Void) -> any CancellableLookup
}

/// A lookup under way: once cancelled, its answer never comes.
public protocol CancellableLookup: AnyObject {
    func cancel()
}

/// What a lookup found.
public enum HostLookupAnswer: Equatable, Sendable {
    /// Numeric addresses ("192.0.2.1", "2001:db8::1"), the resolver's preferred first.
    case addresses([String])
    /// No address, and the resolver's reason ("Name or service not known").
    case failed(String)
}
