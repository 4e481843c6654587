import Testing
import Panel
import SwiftUI
@testable import PanelUI

/// A view hosted on a headless screen and drawn on white, for reading its pixels and
/// sending it touches.
@MainActor
final class CompatScreen {
    let host: ViewHost
    private let fonts: FontSet?
    private(set) var surface: Surface
    private var time = MonotonicTime(seconds: 1)

    static let white = PixelColor(red: 255, green: 255, blue: 255)

    init(_ view: some View, width: Int, height: Int, fonts: FontSet? = nil) {
        self.fonts = fonts
        if let fonts {
            host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        } else {
            host = ViewHost(rootView: view, width: width, height: height)
        }
        surface = Surface(width: width, height: height)
        // Timelines start at 2026-01-01 00:00:00 UTC.
        host.wallClock = WallClock(showing: 1_767_225_600_000_000_000, at: time)
        draw(at: time)
    }

    /// Updates the view at `time` and draws the whole screen again.
    func draw(at time: MonotonicTime) {
        self.time = time
        host.advance(to: time)
        host.update(at: time)
        // As the loop does: frames until what changed in one has been drawn.
        for _ in 0..<3 where host.needsUpdate && !host.isAnimating { host.update(at: time) }
        surface = Surface(width: surface.width, height: surface.height)
        DisplayListRenderer(fonts: fonts, background: Self.white)
            .draw(host.displayList, into: surface, region: [surface.bounds])
    }

    subscript(x: Int, y: Int) -> PixelColor { surface[x, y] }

    /// Whether the pixel is exactly `color`.
    func pixel(_ x: Int, _ y: Int, is color: Color) -> Bool { surface[x, y] == color.pixelColor }

    /// Whether the pixel is the white background.
    func isBlank(_ x: Int, _ y: Int) -> Bool { surface[x, y] == Self.white }

    /// A tap at a point, then frames until the screen is settled.
    func tap(_ x: Double, _ y: Double) {
        let point = FixedPoint(x: Fixed(x), y: Fixed(y))
        time = time + 100_000_000
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: time))
        time = time + 50_000_000
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: time))
        draw(at: time)
    }

    /// A finger put down, moved or lifted at a point, then the frame drawn.
    func touch(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
        time = time + 50_000_000
        host.send(PointerEvent(pointer: 0, phase: phase, location: FixedPoint(x: Fixed(x), y: Fixed(y)), timestamp: time))
        draw(at: time)
    }

    /// The texts on the screen.
    var texts: [String] { host.displayList.texts.map(\.string) }
}
