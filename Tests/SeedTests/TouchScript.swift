import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Scripted touches for a headless host: each event is delivered, then a frame is made.
@MainActor
extension ViewHost {
    @discardableResult
    func touch(_ phase: PointerEvent.Phase, _ point: FixedPoint, at seconds: Double, pointer: Int = 0) -> Frame {
        send(PointerEvent(pointer: pointer, phase: phase, location: point, timestamp: MonotonicTime(seconds: seconds)))
        return update()
    }

    func tap(_ point: FixedPoint, at seconds: Double, pointer: Int = 0) {
        touch(.began, point, at: seconds, pointer: pointer)
        touch(.ended, point, at: seconds + 0.05, pointer: pointer)
    }

    /// Lets time pass to `seconds` (gesture timers fire), then makes a frame.
    func wait(until seconds: Double) {
        advance(to: MonotonicTime(seconds: seconds))
        update()
    }

    /// The group effects on screen, outermost first.
    var groupEffects: [GroupEffect] {
        displayList.entries.compactMap { if case .beginGroup(let effect) = $0.item { return effect } else { return nil } }
    }

    /// The colours of filled shapes on screen, in drawing order.
    var fillColors: [PixelColor] {
        displayList.entries.compactMap { if case .fill(_, _, let color) = $0.item { return color } else { return nil } }
    }

    /// Frames of filled shapes of `color`.
    func fills(of color: Color) -> [FixedRect] {
        displayList.entries.compactMap {
            if case .fill(_, let rect, let c) = $0.item, c == color.pixelColor { return rect } else { return nil }
        }
    }
}

extension FixedPoint {
    func offsetBy(dx: Double, dy: Double) -> FixedPoint { FixedPoint(x: x + Fixed(dx), y: y + Fixed(dy)) }
}
