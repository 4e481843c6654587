import PanelBase

/// Two fingers turning on a view: reports how far the line between them has turned
/// since the second landed (clockwise positive, as angles turn on screen).
public struct RotateGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        public var time: MonotonicTime
        /// The turn since the gesture began; past a half turn it keeps counting.
        public var rotation: Angle
        /// How fast `rotation` changes, per second.
        public var velocity: Angle
        /// Where the gesture began, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's own space: the fingers' midpoint.
        public var startLocation: CGPoint
    }

    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer() -> GestureRecognizer { RotateRecognizer(minimumRadians: abs(minimumAngleDelta.radians)) }
}

/// SwiftUI's older twist: its value is the angle alone.
public struct RotationGesture: Gesture, RecognizerMaking {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func makeRecognizer() -> GestureRecognizer {
        RotateRecognizer(minimumRadians: abs(minimumAngleDelta.radians), reportsAngleOnly: true)
    }
}

final class RotateRecognizer: TwoFingerRecognizer {
    private let minimumRadians: Double
    private let reportsAngleOnly: Bool
    private var lastTurned = 0.0

    init(minimumRadians: Double, reportsAngleOnly: Bool = false) {
        self.minimumRadians = minimumRadians
        self.reportsAngleOnly = reportsAngleOnly
    }

    override func passesThreshold() -> Bool { abs(turned) >= minimumRadians }

    override func value(at time: MonotonicTime) -> Any {
        let turned = self.turned
        defer { lastTurned = turned }
        if reportsAngleOnly { return Angle(radians: turned) }
        let seconds = secondsSinceLastMove
        return RotateGesture.Value(time: time, rotation: Angle(radians: turned),
                                   velocity: Angle(radians: seconds > 0 ? (turned - lastTurned) / seconds : 0),
                                   startAnchor: startAnchor, startLocation: startLocation)
    }
}
