import PanelBase

/// Which coordinates a geometry proxy reports a frame in: the view's own (`.local`, origin
/// at its top-leading corner) or the screen's (`.global`).
public enum CoordinateSpace: Hashable {
    case global
    case local
    /// A space named by `.coordinateSpace(name:)` in SwiftUI. Panel has no named spaces
    /// yet: a named space reports global coordinates.
    case named(AnyHashable)
}
