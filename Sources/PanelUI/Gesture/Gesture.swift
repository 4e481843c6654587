import PanelBase

/// A way of recognising touches (tap, long press, drag) that yields values while it runs
/// and when it ends. Add one to a view with `.gesture(_:)`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
}

/// A gesture Panel can make a recognizer for.
@MainActor
protocol RecognizerMaking {
    func makeRecognizer() -> GestureRecognizer
}

/// One touch as a recognizer sees it: which finger, where, when, and the frame of the
/// view it began on.
struct TouchSample {
    var location: FixedPoint
    var time: MonotonicTime
    /// The view's frame now (from the last layout).
    var bounds: FixedRect
    /// The view the gesture is on (in the graph while its touch is delivered).
    unowned(unsafe) var node: ViewNode?
    /// The finger (`PointerEvent.pointer`): two-finger gestures tell their touches apart by it.
    var pointer: Int

    init(location: FixedPoint, time: MonotonicTime, bounds: FixedRect, node: ViewNode? = nil, pointer: Int = 0) {
        self.location = location
        self.time = time
        self.bounds = bounds
        self.node = node
        self.pointer = pointer
    }

    /// The location in `space`: from the view's top-leading corner (`.local`), the screen's,
    /// or a named view's.
    @MainActor func location(in space: CoordinateSpace) -> FixedPoint {
        let origin = origin(of: space)
        return FixedPoint(x: location.x - origin.x, y: location.y - origin.y)
    }

    /// Where `space` begins on screen.
    @MainActor func origin(of space: CoordinateSpace) -> FixedPoint {
        switch space {
        case .local: bounds.origin
        case .global: .zero
        case .named: node?.screenOrigin(of: space) ?? .zero
        }
    }
}

/// Follows one touch for one gesture: `began`, then `moved`s, then `ended` or
/// `cancelled`, with `deadlineReached` when a timer it asked for (`deadline`) expires.
/// It reports through callbacks that the gesture modifiers add.
@MainActor
class GestureRecognizer {
    enum Phase { case possible, changed, succeeded, failed }
    private(set) var phase = Phase.possible
    var isFinished: Bool { phase == .succeeded || phase == .failed }
    /// Whether the recognizer took its touch for itself while running (`claim`): the touch's
    /// other gestures are cancelled.
    private(set) var claimsTouch = false

    /// Called with each new value while the gesture runs (`updating`, `onChanged`).
    var changeHandlers: [(Any) -> Void] = []
    /// Called with the final value on success (`onEnded`).
    var endHandlers: [(Any) -> Void] = []
    /// Called once when the gesture stops, whether it succeeded or not (`GestureState`).
    var resetHandlers: [() -> Void] = []

    /// When `deadlineReached` should be called, if the recognizer waits for time.
    var deadline: MonotonicTime? { nil }

    /// The touches it follows, by pointer, in the order they began: one for most gestures,
    /// two for a pinch or a twist.
    private(set) var followedPointers: [Int] = []
    /// Whether it would follow one more touch that begins on its view: a two-finger
    /// gesture that has one finger so far.
    var wantsAnotherTouch: Bool { false }

    // What the router (or a composed gesture) calls: each touch reaches only the
    // recognizers that follow it.
    final func touchBegan(_ touch: TouchSample) {
        guard !isFinished, followedPointers.isEmpty || wantsAnotherTouch else { return }
        followedPointers.append(touch.pointer)
        began(touch)
    }

    final func touchMoved(_ touch: TouchSample) {
        if !isFinished, followedPointers.contains(touch.pointer) { moved(touch) }
    }

    final func touchEnded(_ touch: TouchSample) {
        if !isFinished, followedPointers.contains(touch.pointer) { ended(touch) }
    }

    /// Cancels it unless it has finished (a finished recognizer's `cancelled` must not run).
    final func cancelIfRunning() {
        if !isFinished { cancelled() }
    }

    func began(_ touch: TouchSample) {}
    func moved(_ touch: TouchSample) {}
    func ended(_ touch: TouchSample) {}
    func deadlineReached(_ time: MonotonicTime) {}
    func cancelled() { fail() }

    /// Reports a new value.
    final func change(_ value: Any) {
        guard !isFinished else { return }
        phase = .changed
        for handler in changeHandlers { handler(value) }
    }

    /// Takes the touch from the other gestures it drives (they are cancelled), and keeps
    /// running: a scroll view does this once a drag passes its slop.
    final func claim() {
        guard !isFinished else { return }
        claimsTouch = true
    }

    /// Ends successfully with `value`.
    final func succeed(_ value: Any) {
        guard !isFinished else { return }
        phase = .succeeded
        for handler in endHandlers { handler(value) }
        reset()
    }

    /// Fails (or is cancelled): nothing fires, gesture state resets.
    final func fail() {
        guard !isFinished else { return }
        phase = .failed
        reset()
    }

    private func reset() {
        let handlers = resetHandlers
        resetHandlers = []
        for handler in handlers { handler() }
    }
}

extension FixedPoint {
    /// Whether `other` is farther than `distance` from this point.
    func isFarther(from other: FixedPoint, than distance: Fixed) -> Bool {
        let dx = x.raw - other.x.raw, dy = y.raw - other.y.raw
        return dx * dx + dy * dy > distance.raw * distance.raw
    }
}
