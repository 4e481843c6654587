import PanelBase

/// Attaches a gesture to a view: touches that begin in its frame drive the gesture.
struct _GestureModifier: ViewModifier, PrimitiveModifier {
    let gesture: any Gesture
    package func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { GestureNode() }
}

final class GestureNode: ModifierNode, TouchTaking {
    override var ownValueAffectsLayout: Bool { false }
    override var takesTouches: (any TouchTaking)? { self }
    private(set) var gesture: (any Gesture)?
    /// Touches this view is following, so a second finger on it starts nothing.
    var activeTouches = 0

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        gesture = (modifier as? _GestureModifier)?.gesture
    }

    override var acceptsTouchesInFrame: Bool { true }

    /// Taps so far, for multi-tap gestures.
    private let tapSeries = TapSeries()

    func makeRecognizer() -> GestureRecognizer? {
        guard let gesture, let recognizer = (gesture as? RecognizerMaking)?.makeRecognizer() else { return nil }
        (recognizer as? TapRecognizer)?.series = tapSeries
        return recognizer
    }
}

extension View {
    /// Recognises `gesture` on touches that begin on this view.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }

    /// Recognises `gesture` on this view (Panel runs every gesture a touch reaches).
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }

    /// Runs `action` when this view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { _ in action() })
    }

    /// Runs `action` once the view has been pressed for `minimumDuration` seconds.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
}
