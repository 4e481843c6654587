import PanelBase

/// What a touch does on a text field, where on screen: a tap (lifted without moving
/// far), a long press (held still half a second), a drag and where it is now, and the
/// end of a drag.
enum TextPointerAction {
    case tap(FixedPoint, MonotonicTime)
    case longPress(FixedPoint)
    case drag(FixedPoint)
    case dragEnded
}

/// Follows a touch on a text field: a tap places the caret, a long press selects, a drag
/// (past a few pixels) moves the caret. It never claims a touch that only moves the caret,
/// so a scroll view around the field still scrolls; a touch that grabs a selection handle
/// (`grabs` says so when it begins) or has long-pressed is the field's alone. A handle
/// held past the field's edge moves on every 50 ms, so the text scrolls under it.
struct TextPointerGesture: Gesture, RecognizerMaking {
    typealias Value = Void
    let grabs: (FixedPoint) -> Bool
    let action: (TextPointerAction) -> Void

    func makeRecognizer() -> GestureRecognizer { TextPointerRecognizer(grabs: grabs, action: action) }
}

final class TextPointerRecognizer: GestureRecognizer {
    private let grabs: (FixedPoint) -> Bool
    private let action: (TextPointerAction) -> Void
    private var start = FixedPoint.zero
    private var dragging = false
    private var pressedLong = false
    private var due: MonotonicTime?
    /// A handle held outside the field: where, and when its end moves on again.
    private var grabbed = false
    private var outside: (location: FixedPoint, next: MonotonicTime)?
    /// How far a touch moves before it drags the caret.
    static let slop = Fixed(6)
    /// How long a touch is held still to select and show the edit menu.
    static let longPress: Int64 = 500_000_000
    /// How often a handle held past the field's edge moves its end on (the text scrolls).
    static let autoscroll: Int64 = 50_000_000

    init(grabs: @escaping (FixedPoint) -> Bool, action: @escaping (TextPointerAction) -> Void) {
        self.grabs = grabs
        self.action = action
    }

    override var deadline: MonotonicTime? {
        if isFinished || pressedLong { return nil }
        return dragging ? outside?.next : due
    }

    override func began(_ touch: TouchSample) {
        start = touch.location
        due = touch.time + TextPointerRecognizer.longPress
        if grabs(touch.location) {
            // A handle follows the finger from the first move, and nothing else scrolls.
            dragging = true
            grabbed = true
            claim()
        }
    }

    override func moved(_ touch: TouchSample) {
        guard !pressedLong else { return }
        if !dragging, touch.location.isFarther(from: start, than: TextPointerRecognizer.slop) { dragging = true }
        guard dragging else { return }
        action(.drag(touch.location))
        change(())
        outside = grabbed && !touch.bounds.contains(touch.location)
            ? (touch.location, touch.time + TextPointerRecognizer.autoscroll) : nil
    }

    override func deadlineReached(_ time: MonotonicTime) {
        if dragging, let held = outside, time >= held.next {
            // Held still past the edge: the end goes on into the text that scrolled in.
            action(.drag(held.location))
            outside = (held.location, time + TextPointerRecognizer.autoscroll)
            return
        }
        guard let due, time >= due, !dragging, !pressedLong else { return }
        pressedLong = true
        claim()
        action(.longPress(start))
    }

    override func ended(_ touch: TouchSample) {
        if dragging {
            action(.dragEnded)
        } else if !pressedLong {
            action(.tap(touch.location, touch.time))
        }
        succeed(())
    }

    override func cancelled() {
        if dragging { action(.dragEnded) }
        super.cancelled()
    }
}
