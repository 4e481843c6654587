/// A source registered with an `EventDispatcher`: keep it to move the source's deadline or
/// to remove the source.
public struct LoopSourceID: Hashable, Sendable {
    let token: UInt64
}
