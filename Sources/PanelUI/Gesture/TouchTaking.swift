import PanelBase

/// A view node that starts a gesture recognizer for each touch that begins on it: a
/// gesture modifier, a scroll view. The touch router finds them on the hit-test path.
@MainActor
protocol TouchTaking: ViewNode {
    /// Touches this node is following, so a second finger on it starts nothing.
    var activeTouches: Int { get set }
    /// A recognizer for a touch that begins on the node (nil: none now).
    func makeRecognizer() -> GestureRecognizer?
}

extension ViewNode {
    /// This node as a `TouchTaking` one, found without a dynamic cast: the router asks it
    /// of every node under a finger, and a cast to a protocol costs a conformance lookup
    /// each time. Every conforming class overrides `takesTouches` to return itself.
    final var touchTaker: (any TouchTaking)? { takesTouches }
}
