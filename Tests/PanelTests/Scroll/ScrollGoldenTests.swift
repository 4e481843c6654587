import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// A list of settings rows under a title bar, as a kiosk shows one.
@MainActor
private struct SettingsList: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Circuits").font(.headline).frame(maxWidth: .infinity, minHeight: 36).background(Color(white: 0.9))
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40) { index in
                        SettingsRow(index: index).id(index)
                        Divider()
                    }
                }
            }
        }
        .overlay(alignment: .bottomTrailing) {
            // Something drawn over the scroll view, which scrolling must not move.
            Circle().fill(Color.blue).frame(width: 28, height: 28).padding(12)
        }
    }
}

@MainActor
private struct SettingsRow: View {
    let index: Int
    @State private var isOn: Bool
    init(index: Int) {
        self.index = index
        _isOn = State(initialValue: index % 3 == 0)
    }
    var body: some View {
        Toggle(isOn: $isOn) {
            Text("Circuit \(index + 1)")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
    }
}

/// A scrolled list compared byte for byte with Golden/scroll-*.png, and frames drawn from
/// damage through a fling compared with frames drawn whole.
@MainActor
@Suite struct ScrollGoldenTests {
    @Test func aDraggedListWithItsIndicator() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: SettingsList(), width: 320, height: 240, textMeasurer: fonts)
        host.update()
        host.drag(from: point(160, 200), dy: -140, steps: 7, interval: 0.02, at: 0, lift: false)
        let surface = Surface(width: 320, height: 240)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [surface.bounds])
        expectGolden(surface, named: "scroll-list-dragged")
    }

    @Test func aListPulledPastItsTop() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: SettingsList(), width: 320, height: 240, textMeasurer: fonts)
        host.update()
        host.drag(from: point(160, 60), dy: 150, steps: 5, interval: 0.02, at: 0, lift: false)
        let surface = Surface(width: 320, height: 240)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [surface.bounds])
        expectGolden(surface, named: "scroll-list-pulled")
    }

    @Test func framesDrawnFromDamageMatchFramesDrawnWhole() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: SettingsList(), width: 320, height: 240, textMeasurer: fonts)
        let incremental = Surface(width: 320, height: 240)
        let renderer = DisplayListRenderer(fonts: fonts)
        host.render(into: incremental, with: renderer, at: .zero)
        var events: [PointerEvent] = [PointerEvent(pointer: 0, phase: .began, location: point(160, 200), timestamp: .zero)]
        for step in 1...6 {
            events.append(PointerEvent(pointer: 0, phase: .moved, location: point(160, 200 - 25 * step),
                                       timestamp: MonotonicTime(seconds: 0.012 * Double(step))))
        }
        events.append(PointerEvent(pointer: 0, phase: .ended, location: point(160, 50), timestamp: MonotonicTime(seconds: 0.08)))
        var t = 0.0
        var compared = 0
        while t < 2.5 {
            t += 1.0 / 60
            let time = MonotonicTime(seconds: t)
            while let next = events.first, next.timestamp <= time {
                host.send(next)
                events.removeFirst()
            }
            host.render(into: incremental, with: renderer, at: time)
            let whole = Surface(width: 320, height: 240)
            DisplayListRenderer(fonts: fonts).draw(host.displayList, into: whole, region: [whole.bounds])
            #expect(incremental.hasSamePixels(as: whole), "frame at \(t) s")
            compared += 1
            if !host.needsUpdate && events.isEmpty { break }
        }
        #expect(compared > 30)
    }
}
