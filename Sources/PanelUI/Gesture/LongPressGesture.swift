import PanelBase

/// Succeeds once a touch has stayed down `minimumDuration` seconds without moving more
/// than `maximumDistance`; lifting earlier or moving farther fails it. Its value is `true`
/// from the moment the touch begins (what `updating` sees while pressing).
public struct LongPressGesture: Gesture, RecognizerMaking {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer() -> GestureRecognizer {
        LongPressRecognizer(duration: Swift.max(0, Nanoseconds.clamping(seconds: minimumDuration)),
                            maximumDistance: Fixed(Swift.max(0, maximumDistance)))
    }
}

final class LongPressRecognizer: GestureRecognizer {
    private let duration: Int64
    private let maximumDistance: Fixed
    private var start: FixedPoint = .zero
    private var due: MonotonicTime?

    init(duration: Int64, maximumDistance: Fixed) {
        self.duration = duration
        self.maximumDistance = maximumDistance
    }

    override var deadline: MonotonicTime? { isFinished ? nil : due }

    override func began(_ touch: TouchSample) {
        start = touch.location
        due = touch.time + duration
        change(true)
        if duration == 0 { succeed(true) }
    }

    override func moved(_ touch: TouchSample) {
        if touch.location.isFarther(from: start, than: maximumDistance) { fail() }
    }

    override func ended(_ touch: TouchSample) {
        // Lifted before the deadline (the router fires deadlines first).
        fail()
    }

    override func deadlineReached(_ time: MonotonicTime) {
        if let due, time >= due { succeed(true) }
    }
}
