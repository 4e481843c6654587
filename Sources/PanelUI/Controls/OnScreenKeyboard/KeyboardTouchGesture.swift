import PanelBase

/// The keyboard's one gesture: every touch on it goes to the keyboard, which finds the key
/// under the finger from its geometry (the keys are drawn from the same), so sliding from
/// key to key, long presses and a held Backspace are one recognizer's work.
struct KeyboardTouchGesture: Gesture, RecognizerMaking {
    typealias Value = Void
    let keyboard: OnScreenKeyboard

    func makeRecognizer() -> GestureRecognizer { KeyboardTouchRecognizer(keyboard: keyboard) }
}

final class KeyboardTouchRecognizer: GestureRecognizer {
    private let keyboard: OnScreenKeyboard
    private var serial: Int?

    init(keyboard: OnScreenKeyboard) { self.keyboard = keyboard }

    override var deadline: MonotonicTime? {
        guard !isFinished, let serial else { return nil }
        return keyboard.touchDeadline(serial: serial)
    }

    private func point(_ touch: TouchSample) -> (x: Int, y: Int) {
        ((touch.location.x - touch.bounds.minX).roundedPixels, (touch.location.y - touch.bounds.minY).roundedPixels)
    }

    override func began(_ touch: TouchSample) {
        let at = point(touch)
        serial = keyboard.touchBegan(x: at.x, y: at.y, at: touch.time)
        // The keys are the touch's: a scroll view beneath never sees it.
        claim()
        change(())
    }

    override func moved(_ touch: TouchSample) {
        guard let serial else { return }
        let at = point(touch)
        keyboard.touchMoved(serial: serial, x: at.x, y: at.y, at: touch.time)
    }

    override func ended(_ touch: TouchSample) {
        if let serial { keyboard.touchEnded(serial: serial, at: touch.time) }
        succeed(())
    }

    override func cancelled() {
        if let serial { keyboard.touchCancelled(serial: serial) }
        super.cancelled()
    }

    override func deadlineReached(_ time: MonotonicTime) {
        guard let serial else { return }
        keyboard.touchDeadlineReached(serial: serial, at: time)
    }
}
