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
    public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }

    func makeRecognizer() -> GestureRecognizer { DragRecognizer(minimumDistance: Fixed(Swift.max(0, minimumDistance))) }
}

final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: Fixed
    private var start: FixedPoint = .zero
    private var dragging = false

    init(minimumDistance: Fixed) { self.minimumDistance = minimumDistance }

    private func value(_ touch: TouchSample) -> DragGesture.Value {
        DragGesture.Value(time: touch.time, location: touch.location.cgPoint, startLocation: start.cgPoint)
    }

    override func began(_ touch: TouchSample) {
        start = touch.location
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
