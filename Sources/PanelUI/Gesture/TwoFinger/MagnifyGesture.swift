import PanelBase

/// Two fingers pinching or spreading on a view: reports how far apart they are now
/// relative to when the second landed (1 at the start, 2 when twice as far).
public struct MagnifyGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        public var time: MonotonicTime
        /// The fingers' distance over their distance when the gesture began.
        public var magnification: CGFloat
        /// How fast `magnification` changes, per second.
        public var velocity: CGFloat
        /// Where the gesture began, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's own space: the fingers' midpoint.
        public var startLocation: CGPoint
    }

    /// How much the scale must change (0.01: 1 %) before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer() -> GestureRecognizer { MagnifyRecognizer(minimumScaleDelta: max(0, minimumScaleDelta)) }
}

/// SwiftUI's older pinch: its value is the magnification alone.
public struct MagnificationGesture: Gesture, RecognizerMaking {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func makeRecognizer() -> GestureRecognizer {
        MagnifyRecognizer(minimumScaleDelta: max(0, minimumScaleDelta), reportsScaleOnly: true)
    }
}

final class MagnifyRecognizer: TwoFingerRecognizer {
    private let minimumScaleDelta: Double
    private let reportsScaleOnly: Bool
    private var lastScale = 1.0

    init(minimumScaleDelta: Double, reportsScaleOnly: Bool = false) {
        self.minimumScaleDelta = minimumScaleDelta
        self.reportsScaleOnly = reportsScaleOnly
    }

    override func passesThreshold() -> Bool { abs(scale - 1) >= minimumScaleDelta }

    override func value(at time: MonotonicTime) -> Any {
        let scale = self.scale
        defer { lastScale = scale }
        if reportsScaleOnly { return CGFloat(scale) }
        let seconds = secondsSinceLastMove
        return MagnifyGesture.Value(time: time, magnification: scale,
                                    velocity: seconds > 0 ? (scale - lastScale) / seconds : 0,
                                    startAnchor: startAnchor, startLocation: startLocation)
    }
}
