import PanelBase

/// How the ends of a stroked open line are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square at the end point.
    case butt
    /// A half disc past the end point.
    case round
    /// A half square past the end point (on trimmed circles Panel draws it as `butt`).
    case square
}
