import PanelBase

/// A view node that starts a gesture recognizer for each touch that begins on it: a
/// gesture modifier, a scroll view. The touch router finds them on the hit-test path.
@MainActor
protocol TouchTaking: ViewNode {
    /// Touches this node is following, so a second finger on it starts nothing.
    var activeTouches: Int { get set }
    /// A recognizer for a touch that begins on the node (nil: none now).
    func makeRecognizer() -> GestureRecognizer?
    /// How the node's gesture ranks against the others a touch reaches.
    var gesturePriority: GesturePriority { get }
    /// Whether the gestures of the views inside this node take no touches
    /// (`GestureMask` without `.subviews`).
    var disablesGesturesInside: Bool { get }
}

/// How a gesture ranks against the other gestures one touch reaches (SwiftUI's `.gesture`,
/// `.highPriorityGesture` and `.simultaneousGesture`).
enum GesturePriority: Sendable {
    /// Tried after the gestures of the views inside (a button in a card wins its tap).
    case normal
    /// Tried before the normal gestures of the views inside.
    case high
    /// Runs beside the others: its success fails none of them and theirs fails not it.
    case simultaneous
}

extension TouchTaking {
    var gesturePriority: GesturePriority { .normal }
    var disablesGesturesInside: Bool { false }
}

extension ViewNode {
    /// This node as a `TouchTaking` one, found without a dynamic cast: the router asks it
    /// of every node under a finger, and a cast to a protocol costs a conformance lookup
    /// each time. Every conforming class overrides `takesTouches` to return itself.
    final var touchTaker: (any TouchTaking)? { takesTouches }
}
