import PanelBase

/// One action of a played script, at an offset from the script's start: a finger's, or a
/// key's or a dial's (those have slot 0).
public struct TouchAction: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case down(FixedPoint)
        case move(FixedPoint)
        case up
        /// Nothing happens: marks the end of a wait, so the next command (and its label)
        /// is looked at only once the wait is over.
        case mark
        /// A key (Linux key code) goes down or comes up (`key`, `type`).
        case key(UInt16, pressed: Bool)
        /// A dial turns by detents (`rotate`).
        case turn(Int32)
    }

    /// Nanoseconds after the script started.
    public var offset: Int64
    public var slot: Int
    public var kind: Kind
    /// The script line it came from.
    public var line: Int
}
