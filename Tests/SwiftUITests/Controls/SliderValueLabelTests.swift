import Testing
import Panel
import SwiftUI

/// A brightness slider written as for Apple's SwiftUI: value labels at the ends, a Float
/// value, and editing reported while the finger is down.
private struct Brightness: View {
    @State var level: Float = 0.25
    @State var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $level, in: 0...1, step: 0.25) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("Dim")
            } maximumValueLabel: {
                Text("Bright")
            } onEditingChanged: { isEditing in
                editing.append(isEditing)
            }
            Text("level \(Int(level * 100)) editing \(editing.map { $0 ? "on" : "off" }.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct SliderValueLabelTests {
    @Test func valueLabelsStandAtTheEndsOfTheTrack() throws {
        let host = ViewHost(rootView: Brightness(), width: 600, height: 200)
        host.update()
        let dim = try #require(host.frames(ofText: "Dim").first)
        let bright = try #require(host.frames(ofText: "Bright").first)
        let title = try #require(host.frames(ofText: "Brightness").first)
        #expect(title.maxX <= dim.minX)
        // The track (260 px wide) lies between the two labels, 16 px from each.
        #expect(abs((bright.minX - dim.maxX - Fixed(260 + 2 * 16)).raw) <= 64)
        #expect(abs((dim.midY - bright.midY).raw) <= 64)
    }

    @Test func editingIsReportedAtTouchDownAndUp() throws {
        let host = ViewHost(rootView: Brightness(), width: 600, height: 200)
        host.update()
        let dim = try #require(host.frames(ofText: "Dim").first)
        let y = dim.midY
        // The track's right end: the value goes to the top.
        let end = FixedPoint(x: dim.maxX + Fixed(16 + 259), y: y)
        host.send(PointerEvent(pointer: 0, phase: .began, location: FixedPoint(x: dim.maxX + Fixed(16 + 140), y: y),
                               timestamp: MonotonicTime(seconds: 1)))
        host.update()
        #expect(host.visibleTexts.contains { $0.hasSuffix("editing on") })
        host.send(PointerEvent(pointer: 0, phase: .moved, location: end, timestamp: MonotonicTime(seconds: 1.1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: end, timestamp: MonotonicTime(seconds: 1.2)))
        host.update()
        #expect(host.visibleTexts.contains("level 100 editing on,off"))
    }

    @Test func aSliderWithoutLabelsTakesNoRoomForThem() {
        struct Bare: View {
            @State var value = 0.5
            var body: some View { Slider(value: $value, onEditingChanged: { _ in }) }
        }
        let host = ViewHost(rootView: Bare().fixedSize(), width: 600, height: 200)
        host.update()
        #expect(host.visibleTexts.isEmpty)
        #expect(host.interactiveElements().first { $0.kind == .gesture }?.frame.width == Fixed(260))
    }
}
