import PanelBase

/// What a readable source's callback is told: its descriptor is ready.
public struct ReadyDescriptor: Sendable {
    public var descriptor: Int32
    /// It hung up or failed (a pipe whose writer closed, a device unplugged) rather than
    /// having data. A source still registered after its callback is then no longer
    /// watched: it would wake the loop forever.
    public var hangUp: Bool
    /// It has room to write (only for a source that asked to be told, `setWriteInterest`).
    public var writable = false
    /// The loop's time when it was found ready.
    public var now: MonotonicTime
}
