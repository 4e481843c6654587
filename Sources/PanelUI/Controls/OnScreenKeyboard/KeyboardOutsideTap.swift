import PanelBase

/// A touch on the screen beside the keyboard and its field: a tap there (a drag scrolls,
/// and keeps the keyboard) lets go of the field, after the update the tap causes, unless
/// that focused another field (a tap on the next field keeps the keyboard up).
struct KeyboardOutsideTap: Equatable, Sendable {
    var pointer: Int
    var start: FixedPoint

    /// How far a tap may move and still be a tap, in pixels.
    static let slop = 10
}

extension OnScreenKeyboard {
    func screenTouched(_ event: PointerEvent) {
        guard isShown else { return }
        switch event.phase {
        case .began:
            let onKeyboard = graph.root.keyboardLayer?.frame.contains(event.location) ?? false
            let onField = target.map { $0.screenFrame.contains(event.location) } ?? false
            outsideTap = onKeyboard || onField ? nil : KeyboardOutsideTap(pointer: event.pointer, start: event.location)
        case .moved:
            guard let tap = outsideTap, tap.pointer == event.pointer else { return }
            let dx = abs((event.location.x - tap.start.x).roundedPixels), dy = abs((event.location.y - tap.start.y).roundedPixels)
            if Swift.max(dx, dy) > KeyboardOutsideTap.slop { outsideTap = nil }
        case .ended:
            guard let tap = outsideTap, tap.pointer == event.pointer else { return }
            outsideTap = nil
            releaseAfterUpdate = target
            graph.needsUpdate = true
        case .cancelled:
            outsideTap = nil
        }
    }
}
