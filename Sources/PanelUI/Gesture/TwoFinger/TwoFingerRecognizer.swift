import PanelBase

/// Follows two fingers on one view: a pinch (`MagnifyGesture`) or a twist
/// (`RotateGesture`). The first finger waits for the second; once the pair has changed by
/// the gesture's threshold the gesture starts, takes both touches from the other gestures
/// (a button under a finger is let go) and reports each move. Lifting either finger ends
/// it: successfully if it had started, else it fails.
class TwoFingerRecognizer: GestureRecognizer {
    /// The fingers so far, in the order they landed.
    private var fingers: [(pointer: Int, start: FixedPoint, now: FixedPoint)] = []
    private(set) var started = false
    /// Where the gesture began in the view (the fingers' midpoint), and the view's frame.
    private(set) var startLocation = CGPoint.zero
    private(set) var startAnchor = UnitPoint.center
    /// The fingers' distance and direction when the second landed.
    private var startDistance = 1.0
    private var lastDirection = 0.0
    /// How far the pair has turned since the second finger landed, in radians (unwrapped,
    /// so two full turns are 4π).
    private(set) var turned = 0.0
    private(set) var lastTime = MonotonicTime(nanoseconds: 0)
    private(set) var previousTime = MonotonicTime(nanoseconds: 0)

    override var wantsAnotherTouch: Bool { !isFinished && fingers.count < 2 }

    /// The fingers' distance now over their distance when the second landed.
    var scale: Double { distance / startDistance }

    private var distance: Double {
        guard fingers.count == 2 else { return startDistance }
        let dx = (fingers[1].now.x - fingers[0].now.x).doubleValue, dy = (fingers[1].now.y - fingers[0].now.y).doubleValue
        // Two fingers on one spot: a distance of one unit, so the scale stays finite.
        return max((dx * dx + dy * dy).squareRoot(), 1.0 / 64)
    }

    /// The direction from the first finger to the second, in radians (clockwise on screen),
    /// from integer atan2 so that the same touches turn by the same angle anywhere.
    private var direction: Double {
        let turns = IntegerAngle.atan2(dy: (fingers[1].now.y - fingers[0].now.y).raw, dx: (fingers[1].now.x - fingers[0].now.x).raw)
        return Double(turns) * 2 * .pi / Double(IntegerAngle.turn)
    }

    /// Whether the pair has changed enough for the gesture to start.
    func passesThreshold() -> Bool { true }
    /// The gesture's value now.
    func value(at time: MonotonicTime) -> Any { scale }

    override func began(_ touch: TouchSample) {
        fingers.append((touch.pointer, touch.location, touch.location))
        lastTime = touch.time
        previousTime = touch.time
        guard fingers.count == 2 else { return }
        startDistance = distance
        lastDirection = direction
        let midX = ((fingers[0].now.x + fingers[1].now.x) / 2 - touch.bounds.minX).doubleValue
        let midY = ((fingers[0].now.y + fingers[1].now.y) / 2 - touch.bounds.minY).doubleValue
        startLocation = CGPoint(x: midX, y: midY)
        let width = touch.bounds.width.doubleValue, height = touch.bounds.height.doubleValue
        startAnchor = UnitPoint(x: width > 0 ? midX / width : 0.5, y: height > 0 ? midY / height : 0.5)
    }

    override func moved(_ touch: TouchSample) {
        guard let index = fingers.firstIndex(where: { $0.pointer == touch.pointer }) else { return }
        fingers[index].now = touch.location
        guard fingers.count == 2 else { return }
        // The turn since the last move, taken the short way round.
        var step = direction - lastDirection
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned += step
        lastDirection = direction
        previousTime = lastTime
        lastTime = touch.time
        if !started {
            guard passesThreshold() else { return }
            started = true
            claim()
        }
        change(value(at: touch.time))
    }

    override func ended(_ touch: TouchSample) {
        if started { succeed(value(at: touch.time)) } else { fail() }
    }

    /// Seconds between the last two moves (zero before the second).
    var secondsSinceLastMove: Double { Double(lastTime.nanoseconds - previousTime.nanoseconds) / 1e9 }
}
