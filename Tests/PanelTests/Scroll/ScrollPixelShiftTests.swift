import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Rows of text and toggles under a header, with a badge drawn over the scroll view.
/// A title the test changes while the content scrolls.
@Observable @MainActor
private final class ShiftHeader {
    var title = "Header"
}

@MainActor
private struct ShiftScene: View {
    let axes: Axis.Set
    var header = ShiftHeader()
    var body: some View {
        VStack(spacing: 0) {
            Text(header.title).frame(maxWidth: .infinity, minHeight: 30).background(Color(white: 0.85))
            ScrollView(axes) {
                if axes == .horizontal {
                    HStack(spacing: 0) {
                        ForEach(0..<30) { index in
                            VStack { Text("C\(index)"); Circle().fill(index % 2 == 0 ? Color.red : Color.green).frame(width: 20, height: 20) }
                                .frame(width: 47, height: 120)
                        }
                    }
                } else {
                    VStack(spacing: 0) {
                        ForEach(0..<60) { index in
                            ShiftRow(index: index)
                            Divider()
                        }
                    }
                }
            }
        }
        .background(Color.white)
        .overlay(alignment: .bottomTrailing) {
            Capsule().fill(Color.blue.opacity(0.7)).frame(width: 60, height: 24).padding(10)
        }
    }
}

@MainActor
private struct ShiftRow: View {
    let index: Int
    @State private var isOn = false
    var body: some View {
        Toggle(isOn: $isOn) { Text("Row \(index) · \(index * 7 % 13)") }
            .padding(.horizontal, 10)
            .padding(.vertical, CGFloat(4 + index % 3))
            .background(index % 4 == 0 ? Color(red: 0.9, green: 0.95, blue: 1) : Color.clear)
    }
}

/// Frames drawn by moving the last frame's pixels and drawing what the shift exposes are
/// compared, pixel for pixel, with the same frames drawn whole.
@MainActor
@Suite struct ScrollPixelShiftTests {
    /// Plays `events`, rendering each frame both ways; returns how many frames shifted and
    /// the pixels they redrew, against the viewport's pixels.
    private func check(_ axes: Axis.Set, width: Int, height: Int, events: [PointerEvent], until end: Double,
                       header: ShiftHeader = ShiftHeader(), eachFrame: (Int) -> Void = { _ in }) throws -> (shifted: Int, drawn: Int, viewport: Int, shiftedFrames: Set<Int>) {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: ShiftScene(axes: axes, header: header), width: width, height: height, textMeasurer: fonts)
        let renderer = DisplayListRenderer(fonts: fonts)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: renderer, at: .zero)
        // Kept as a renderer that shifts nothing keeps it: the frame's damage replaced by the
        // frame's pixels there, the rest left as it was.
        let unshifted = Surface(width: width, height: height)
        renderer.draw(host.displayList, into: unshifted, region: [unshifted.bounds])
        // And shown on a display that copies only the damage to its two buffers.
        let display = HeadlessDisplay(width: width, height: height)
        try display.present(from: surface, damage: [surface.bounds])
        display.advance()
        var pending = events
        var t = 0.0
        var shifted = 0, drawn = 0, viewport = 0, frame = 0, shiftedFrames = Set<Int>()
        while t < end {
            t += 1.0 / 60
            let time = MonotonicTime(seconds: t)
            while let next = pending.first, next.timestamp <= time {
                host.send(next)
                pending.removeFirst()
            }
            eachFrame(frame)
            frame += 1
            let drawnFrame = host.render(into: surface, with: renderer, at: time)
            let damage = drawnFrame.damage
            if let shift = drawnFrame.shift {
                shiftedFrames.insert(frame - 1)
                shifted += 1
                drawn += shift.damage.rectangleArea
                viewport += shift.pixels.rect.area
            }
            let whole = Surface(width: width, height: height)
            DisplayListRenderer(fonts: fonts).draw(host.displayList, into: whole, region: [whole.bounds])
            #expect(surface.hasSamePixels(as: whole), "frame at \(t) s, \(String(describing: drawnFrame.shift))")
            for rect in damage { unshifted.copy(rect, from: whole) }
            #expect(unshifted.hasSamePixels(as: whole), "frame at \(t) s drawn from its damage \(damage)")
            try display.present(from: surface, damage: damage)
            display.advance()
            // (Not rotated: the front buffer is the screen's image.)
            #expect(display.frontBuffer?.hasSamePixels(as: whole) == true, "frame at \(t) s on the display")
            if pending.isEmpty && !host.needsUpdate { break }
        }
        return (shifted, drawn, viewport, shiftedFrames)
    }

    /// A drag of uneven steps (1 to 37 px) down and up, then a fling.
    private func script(along axis: Axis, from start: FixedPoint) -> [PointerEvent] {
        var events = [PointerEvent(pointer: 0, phase: .began, location: start, timestamp: MonotonicTime(seconds: 0.001))]
        var position = 0, t = 0.001
        let steps = [-12, -1, -3, -37, -8, -2, -29, 5, 17, 1, -23, -31, -30, -35, -36, -34, 3, -19, -7, -33, -36]
        for step in steps {
            position += step
            t += 1.0 / 60
            let p = axis == .vertical ? FixedPoint(x: start.x, y: start.y + Fixed(position)) : FixedPoint(x: start.x + Fixed(position), y: start.y)
            events.append(PointerEvent(pointer: 0, phase: .moved, location: p, timestamp: MonotonicTime(seconds: t)))
        }
        let last = events.last!.location
        events.append(PointerEvent(pointer: 0, phase: .ended, location: last, timestamp: MonotonicTime(seconds: t + 0.005)))
        return events
    }

    @Test func verticalShiftsDrawTheSamePixelsAsWholeFrames() throws {
        let result = try check(.vertical, width: 240, height: 320, events: script(along: .vertical, from: point(120, 290)), until: 4)
        #expect(result.shifted > 20)
        // A shift frame draws a fraction of its viewport.
        #expect(result.drawn * 2 < result.viewport, "\(result)")
    }

    @Test func horizontalShiftsDrawTheSamePixelsAsWholeFrames() throws {
        let result = try check(.horizontal, width: 320, height: 200, events: script(along: .horizontal, from: point(300, 100)), until: 4)
        #expect(result.shifted > 20)
        #expect(result.drawn * 2 < result.viewport, "\(result)")
    }

    @Test func aPullPastTheEdgeAndTheBounceShiftExactly() throws {
        var events = [PointerEvent(pointer: 0, phase: .began, location: point(120, 60), timestamp: MonotonicTime(seconds: 0.001))]
        for step in 1...12 {
            events.append(PointerEvent(pointer: 0, phase: .moved, location: point(120, 60 + 17 * step),
                                       timestamp: MonotonicTime(seconds: 0.001 + Double(step) / 60)))
        }
        events.append(PointerEvent(pointer: 0, phase: .ended, location: point(120, 264), timestamp: MonotonicTime(seconds: 0.25)))
        let result = try check(.vertical, width: 240, height: 320, events: events, until: 3)
        #expect(result.shifted > 10)
    }

    @Test func whatChangesOutsideTheViewportWhileItScrollsIsDrawnToo() throws {
        let header = ShiftHeader()
        var changes = 0
        let result = try check(.vertical, width: 240, height: 320, events: script(along: .vertical, from: point(120, 290)),
                               until: 2, header: header) { frame in
            guard frame % 3 == 1 else { return }
            header.title = "Header \(frame)"
            changes += 1
        }
        // The title changed in frames that shifted the content.
        let changed = Set((0..<200).filter { $0 % 3 == 1 })
        #expect(result.shiftedFrames.intersection(changed).count > 5, "\(result.shiftedFrames.sorted())")
        #expect(changes > 10)
    }
}
