import PanelBase

/// A list row's horizontal swipe. It takes its touch only once the finger has moved past
/// the scroll slop mostly sideways; a touch that moves up or down first is left to the
/// list's scroll view, so rows that swipe do not stop the list from scrolling.
struct RowSwipeGesture: Gesture, RecognizerMaking {
    typealias Value = CGFloat
    /// The horizontal distance from where the touch began, while swiping.
    let changed: @MainActor (CGFloat) -> Void
    /// The distance and the speed (points a second, positive to the right) at the end.
    let ended: @MainActor (CGFloat, CGFloat) -> Void
    /// The row's frame when the swipe took its touch.
    let began: @MainActor (FixedRect) -> Void

    func makeRecognizer() -> GestureRecognizer { RowSwipeRecognizer(gesture: self) }
}

final class RowSwipeRecognizer: GestureRecognizer {
    /// The same slop as a scroll view's, so neither takes a touch the other should have.
    static let slop = Fixed(10)
    private let gesture: RowSwipeGesture
    private var start = FixedPoint.zero
    private var swiping = false
    private var last: (x: Fixed, time: MonotonicTime)?
    private var velocity: CGFloat = 0

    init(gesture: RowSwipeGesture) { self.gesture = gesture }

    override func began(_ touch: TouchSample) {
        start = touch.location
        last = (touch.location.x, touch.time)
    }

    override func moved(_ touch: TouchSample) {
        let dx = touch.location.x - start.x, dy = touch.location.y - start.y
        if !swiping {
            guard touch.location.isFarther(from: start, than: RowSwipeRecognizer.slop) else { return }
            // Up or down first: the list scrolls.
            guard abs(dx.raw) > abs(dy.raw) else { return fail() }
            swiping = true
            claim()
            gesture.began(touch.bounds)
        }
        if let last, touch.time.nanoseconds > last.time.nanoseconds {
            let seconds = Double(touch.time.nanoseconds - last.time.nanoseconds) / 1e9
            velocity = CGFloat((touch.location.x - last.x).doubleValue / seconds)
        }
        last = (touch.location.x, touch.time)
        gesture.changed(CGFloat(dx.doubleValue))
        change(CGFloat(dx.doubleValue))
    }

    override func ended(_ touch: TouchSample) {
        guard swiping else { return fail() }
        let dx = CGFloat((touch.location.x - start.x).doubleValue)
        gesture.ended(dx, velocity)
        succeed(dx)
    }

    override func cancelled() {
        if swiping { gesture.ended(0, 0) }
        fail()
    }
}
