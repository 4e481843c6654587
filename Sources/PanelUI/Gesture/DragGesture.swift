import PanelBase

/// Follows a touch once it has moved `minimumDistance`; reports where it is and how far
/// it went, and ends when it lifts.
public struct DragGesture: Gesture, RecognizerMaking {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        public var time: MonotonicTime
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    /// The space `location` and `startLocation` are in: the view's own by default.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func makeRecognizer() -> GestureRecognizer {
        DragRecognizer(minimumDistance: Fixed(Swift.max(0, minimumDistance)), space: coordinateSpace)
    }
}

final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: Fixed
    private let space: CoordinateSpace
    /// Where the touch began, on screen.
    private var start: FixedPoint = .zero
    /// Where the gesture's space began on screen when the touch did: locations are
    /// measured from it for the whole drag, so a view that follows the finger (its
    /// `.position` set from the drag) gets a steady translation.
    private var origin: FixedPoint = .zero
    private var dragging = false

    init(minimumDistance: Fixed, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    private func value(_ touch: TouchSample) -> DragGesture.Value {
        func placed(_ point: FixedPoint) -> CGPoint { FixedPoint(x: point.x - origin.x, y: point.y - origin.y).cgPoint }
        return DragGesture.Value(time: touch.time, location: placed(touch.location), startLocation: placed(start))
    }

    override func began(_ touch: TouchSample) {
        start = touch.location
        origin = touch.origin(of: space)
        if minimumDistance == .zero {
            dragging = true
            change(value(touch))
        }
    }

    override func moved(_ touch: TouchSample) {
        if !dragging, touch.location.isFarther(from: start, than: minimumDistance) { dragging = true }
        if dragging { change(value(touch)) }
    }

    override func ended(_ touch: TouchSample) {
        if dragging { succeed(value(touch)) } else { fail() }
    }
}
