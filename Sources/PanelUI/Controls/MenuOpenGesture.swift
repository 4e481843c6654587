import PanelBase

/// A menu button's touch: like a button's, but it succeeds with the button's frame on the
/// screen, where the menu's list opens. Its value while it runs is that frame while the
/// touch is inside, nil when it has slid off.
struct MenuOpenGesture: Gesture, RecognizerMaking {
    typealias Value = FixedRect?
    func makeRecognizer() -> GestureRecognizer { MenuOpenRecognizer() }
}

final class MenuOpenRecognizer: GestureRecognizer {
    override func began(_ touch: TouchSample) { change(Optional(touch.bounds) as Any) }
    override func moved(_ touch: TouchSample) {
        let inside: FixedRect? = touch.bounds.contains(touch.location) ? touch.bounds : nil
        change(inside as Any)
    }
    override func ended(_ touch: TouchSample) {
        if touch.bounds.contains(touch.location) { succeed(Optional(touch.bounds) as Any) } else { fail() }
    }
}
