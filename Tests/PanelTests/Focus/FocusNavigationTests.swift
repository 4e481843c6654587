import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private final class Presses {
    var names: [String] = []
}

@MainActor
private struct Keypad: View {
    let presses: Presses
    @State private var lightsOn = false
    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 20) {
                Button("One") { presses.names.append("One") }
                Button("Two") { presses.names.append("Two") }
            }
            HStack(spacing: 20) {
                Button("Three") { presses.names.append("Three") }
                Button("Off") { presses.names.append("Off") }.disabled(true)
                Toggle("Lights", isOn: $lightsOn).frame(width: 160)
            }
            Text(lightsOn ? "on" : "off")
        }
    }
}

@MainActor
@Suite struct FocusNavigationTests {
    @Test func tabGoesThroughTheEnabledControlsInOrderAndReturnActivates() {
        let presses = Presses()
        let host = ViewHost(rootView: Keypad(presses: presses), width: 480, height: 320)
        host.update()
        var keys = KeyTyping(host)
        #expect(host.focusedLabel == nil)
        #expect(host.focusRingRect == nil)
        keys.tap(KeyTyping.tab)
        #expect(host.focusedLabel == "One")
        // The ring shows around the focused button, outside it.
        let ring = try? #require(host.focusRingRect)
        let one = host.element(labeled: "One")!.frame
        #expect(ring.map { $0.minX < one.minX && $0.maxX > one.maxX } == true)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.tab)
        #expect(host.focusedLabel == "Three")
        keys.tap(KeyTyping.enter)
        #expect(presses.names == ["Three"])
        // The disabled button is passed over; Tab wraps around.
        keys.tap(KeyTyping.tab)
        #expect(host.focusedLabel == "Lights")
        keys.tap(KeyTyping.tab)
        #expect(host.focusedLabel == "One")
        // Shift-Tab goes back.
        keys.press(KeyTyping.leftShift)
        keys.tap(KeyTyping.tab)
        keys.release(KeyTyping.leftShift)
        #expect(host.focusedLabel == "Lights")
    }

    @Test func spaceTogglesAFocusedToggle() {
        let host = ViewHost(rootView: Keypad(presses: Presses()), width: 480, height: 320)
        host.update()
        var keys = KeyTyping(host)
        keys.press(KeyTyping.leftShift)
        keys.tap(KeyTyping.tab)
        keys.release(KeyTyping.leftShift)
        #expect(host.focusedLabel == "Lights")
        #expect(host.displayList.texts.contains { $0.string == "off" })
        keys.tap(KeyTyping.space)
        #expect(host.displayList.texts.contains { $0.string == "on" })
    }

    @Test func arrowsMoveToTheNearestControlThatWay() {
        let host = ViewHost(rootView: Keypad(presses: Presses()), width: 480, height: 320)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.down)           // from nothing: the first
        #expect(host.focusedLabel == "One")
        keys.tap(KeyTyping.right)
        #expect(host.focusedLabel == "Two")
        keys.tap(KeyTyping.down)
        #expect(["Three", "Lights"].contains(host.focusedLabel ?? ""))
        keys.tap(KeyTyping.up)
        keys.tap(KeyTyping.left)
        #expect(host.focusedLabel == "One")
        // Nothing lies above: focus stays.
        keys.tap(KeyTyping.up)
        #expect(host.focusedLabel == "One")
    }

    @Test func aDialMovesFocusByItsDetentsAndItsPressActivates() {
        let presses = Presses()
        let host = ViewHost(rootView: Keypad(presses: presses), width: 480, height: 320)
        host.update()
        var keys = KeyTyping(host)
        keys.turn(2)
        #expect(host.focusedLabel == "Two")
        keys.turn(-1)
        #expect(host.focusedLabel == "One")
        keys.turn(-1)
        #expect(host.focusedLabel == "Lights")
        keys.turn(2)
        keys.tap(KeyTyping.enter)
        #expect(presses.names == ["Two"])
    }

    @Test func escapeLetsGoAndATouchHidesTheRing() {
        let host = ViewHost(rootView: Keypad(presses: Presses()), width: 480, height: 320)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        #expect(host.focusRingRect != nil)
        keys.tap(KeyTyping.escape)
        #expect(host.focusedLabel == nil)
        #expect(host.focusRingRect == nil)
        keys.tap(KeyTyping.tab)
        let point = host.element(labeled: "Two")!.activationPoint
        host.send(PointerEvent(pointer: 1, phase: .began, location: point, timestamp: keys.time + 1_000_000))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: point, timestamp: keys.time + 2_000_000))
        host.update(at: keys.time + 3_000_000)
        #expect(host.focusRingRect == nil)
    }

    @Test func keysNobodyTakesAreDroppedWithADebugLine() {
        let host = ViewHost(rootView: Text("Nothing to focus"), width: 200, height: 100)
        host.update()
        var lines: [String] = []
        host.inputFocus.debugLog = { lines.append($0) }
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.turn(1)
        #expect(host.inputFocus.droppedCount == 3)
        #expect(lines.first == "input: key 15 pressed dropped: no view has focus")
    }
}

@MainActor
private struct Dimmer: View {
    @State private var level = 0.5
    var body: some View {
        VStack(spacing: 20) {
            Button("Off") { level = 0 }
            Slider(value: $level, in: 0...1, step: 0.1) { Text("Level") }
            Text("Level \(Int((level * 100).rounded()))")
        }
    }
}

@MainActor
@Suite struct FocusAdjustingTests {
    func levelText(_ host: ViewHost) -> String? { host.displayList.texts.map(\.string).first { $0.hasPrefix("Level ") } }

    @Test func arrowsAndAnEditingDialChangeAFocusedSlider() {
        let host = ViewHost(rootView: Dimmer(), width: 480, height: 320)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.right)
        #expect(levelText(host) == "Level 60")
        keys.tap(KeyTyping.left)
        keys.tap(KeyTyping.left)
        #expect(levelText(host) == "Level 40")
        // The dial moves focus until its press starts editing; then it changes the value.
        keys.turn(1)
        #expect(host.focusedLabel == "Off")
        keys.turn(1)
        keys.tap(KeyTyping.enter)
        keys.turn(3)
        #expect(levelText(host) == "Level 70")
        keys.turn(10)
        #expect(levelText(host) == "Level 100")
        // Pressed again, it moves focus once more.
        keys.tap(KeyTyping.enter)
        keys.turn(1)
        #expect(host.focusedLabel == "Off")
        #expect(levelText(host) == "Level 100")
    }
}
