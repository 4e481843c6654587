import PanelBase

/// How the corners of a stroked line are drawn. Panel's outlines have no sharp joins other
/// than a rectangle's, which are mitred.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter
    case round
    case bevel
}
