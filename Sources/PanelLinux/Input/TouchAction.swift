import PanelBase

/// One finger action of a played script, at an offset from the script's start.
public struct TouchAction: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case down(FixedPoint)
        case move(FixedPoint)
        case up
        /// Nothing happens: marks the end of a wait, so the next command (and its label)
        /// is looked at only once the wait is over.
        case mark
    }

    /// Nanoseconds after the script started.
    public var offset: Int64
    public var slot: Int
    public var kind: Kind
    /// The script line it came from.
    public var line: Int
}
