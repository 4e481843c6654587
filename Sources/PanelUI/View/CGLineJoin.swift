import PanelBase

/// How the corners of a stroked line are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter
    case round
    case bevel
}
