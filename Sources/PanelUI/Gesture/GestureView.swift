import PanelBase

/// Attaches a gesture to a view: touches that begin in its frame drive the gesture.
struct _GestureModifier: ViewModifier, PrimitiveModifier {
    let gesture: any Gesture
    var priority: GesturePriority = .normal
    var mask: GestureMask = .all
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { GestureNode() }
}

final class GestureNode: ModifierNode, TouchTaking {
    override var ownValueAffectsLayout: Bool { false }
    override var takesTouches: (any TouchTaking)? { self }
    private(set) var gesture: (any Gesture)?
    private(set) var gesturePriority: GesturePriority = .normal
    private(set) var gestureMask: GestureMask = .all
    /// Touches this view is following, so a second finger on it starts nothing.
    var activeTouches = 0

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        let attached = modifier as? _GestureModifier
        gesture = attached?.gesture
        gesturePriority = attached?.priority ?? .normal
        gestureMask = attached?.mask ?? .all
        if let gesture = attached?.gesture { GestureNode.learnType(of: gesture) }
    }

    /// Gesture types whose recognizers were made once.
    private static var learnedTypes = Set<ObjectIdentifier>()

    /// Makes a recognizer for a gesture type the first time one is attached, and drops it.
    /// The runtime answers the casts a recognizer is made through (`RecognizerMaking`, for
    /// the gesture and each gesture it is composed of) by searching every conformance of
    /// the program the first time a type is asked, 100–150 k instructions a type: asked
    /// here, as the view is built, that search stays out of the first touch's frame.
    private static func learnType(of gesture: any Gesture) {
        guard learnedTypes.insert(ObjectIdentifier(type(of: gesture))).inserted else { return }
        _ = (gesture as? RecognizerMaking)?.makeRecognizer()
    }

    /// Touches anywhere in the frame, unless the content says where it takes touches
    /// (`.contentShape(Triangle()).onTapGesture {}`, `.allowsHitTesting(false)`): then
    /// only where its hit test does.
    override var acceptsTouchesInFrame: Bool { !(children.first is HitTestingNode) }
    override var touchFrame: FixedRect { content?.touchFrame ?? frame }

    /// Taps so far, for multi-tap gestures.
    private let tapSeries = TapSeries()

    var disablesGesturesInside: Bool { !gestureMask.contains(.subviews) }

    func makeRecognizer() -> GestureRecognizer? {
        guard gestureMask.contains(.gesture), let gesture, let recognizer = (gesture as? RecognizerMaking)?.makeRecognizer() else { return nil }
        (recognizer as? TapRecognizer)?.series = tapSeries
        return recognizer
    }
}

extension View {
    /// Recognises `gesture` on touches that begin on this view; the gestures of views
    /// inside it are tried first, and the first of a touch's gestures to succeed wins.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Recognises `gesture` before the gestures of the views inside this one (a card's
    /// swipe that takes precedence over its buttons' taps).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Recognises `gesture` alongside every other gesture the touch reaches: a tap counted
    /// on a card while its button is pressed too.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
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
