import PanelBase

/// What a touch does on a text field: a tap (lifted without moving far) and where it
/// was, or a drag and where it is now, both from the field's top left.
enum TextPointerAction {
    case tap(CGPoint, MonotonicTime)
    case drag(CGPoint)
}

/// Follows a touch on a text field: a tap places the caret, a drag (past a few pixels)
/// moves it. It never claims the touch, so a scroll view around the field still scrolls.
struct TextPointerGesture: Gesture, RecognizerMaking {
    typealias Value = Void
    let action: (TextPointerAction) -> Void

    func makeRecognizer() -> GestureRecognizer { TextPointerRecognizer(action: action) }
}

final class TextPointerRecognizer: GestureRecognizer {
    private let action: (TextPointerAction) -> Void
    private var start = FixedPoint.zero
    private var dragging = false
    /// How far a touch moves before it drags the caret.
    static let slop = Fixed(6)

    init(action: @escaping (TextPointerAction) -> Void) { self.action = action }

    private func local(_ touch: TouchSample) -> CGPoint {
        CGPoint(x: (touch.location.x - touch.bounds.minX).doubleValue, y: (touch.location.y - touch.bounds.minY).doubleValue)
    }

    override func began(_ touch: TouchSample) { start = touch.location }

    override func moved(_ touch: TouchSample) {
        if !dragging, touch.location.isFarther(from: start, than: TextPointerRecognizer.slop) { dragging = true }
        guard dragging else { return }
        action(.drag(local(touch)))
        change(())
    }

    override func ended(_ touch: TouchSample) {
        if !dragging { action(.tap(local(touch), touch.time)) }
        succeed(())
    }
}
