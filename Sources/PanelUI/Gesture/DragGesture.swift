import PanelBase

/// Follows a touch once it has moved `minimumDistance`; reports where it is and how far
/// it went, and ends when it lifts. Locations are in the coordinates of the view the
/// gesture is attached to (`.local`, its top-left is 0, 0) unless `coordinateSpace` is
/// `.global` (a named space is the screen's too).
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
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer {
        DragRecognizer(minimumDistance: Fixed(Swift.max(0, minimumDistance)), local: coordinateSpace == .local)
    }
}

final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: Fixed
    private let local: Bool
    private var start: FixedPoint = .zero
    /// The view's origin on the screen when the touch began: local locations are measured
    /// from it for the whole drag.
    private var origin: FixedPoint = .zero
    private var dragging = false

    init(minimumDistance: Fixed, local: Bool = true) {
        self.minimumDistance = minimumDistance
        self.local = local
    }

    private func value(_ touch: TouchSample) -> DragGesture.Value {
        func placed(_ point: FixedPoint) -> CGPoint { FixedPoint(x: point.x - origin.x, y: point.y - origin.y).cgPoint }
        return DragGesture.Value(time: touch.time, location: placed(touch.location), startLocation: placed(start))
    }

    override func began(_ touch: TouchSample) {
        start = touch.location
        origin = local ? touch.bounds.origin : .zero
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
