import Testing
@testable import PanelBase
@testable import PanelLinux

/// The devices `simulate` makes for a script, and what a panel makes of them: the
/// keyboard is read as a keyboard, the dial as a dial, and keys and turns go out as the
/// kernel's events.
@Suite struct SimulatedInputTests {
    func needs(_ text: String) throws -> SimulatedInput.Needs {
        SimulatedInput.Needs(of: try TouchScript(parsing: text, file: "t"))
    }

    @Test func aScriptGetsTheDevicesItPlaysThrough() throws {
        #expect(try needs("tap 1 1") == .init(touchscreen: true))
        #expect(try needs("key ENTER\ntype \"ab\"") == .init(keyboard: true))
        #expect(try needs("rotate 3\nwait 1") == .init(dial: true))
        #expect(try needs("tap 1 1\nkey TAB\nrotate -1") == .init(touchscreen: true, keyboard: true, dial: true))
        // Enter with a dial is the dial's push; with anything else, a keyboard's key.
        #expect(try needs("rotate 2\nkey ENTER") == .init(dial: true))
        #expect(try needs("rotate 2\nkey ENTER\nkey TAB") == .init(keyboard: true, dial: true))
        #expect(try needs("key ENTER") == .init(keyboard: true))
        // Waits alone: a touchscreen, as simulate always made.
        #expect(try needs("wait 1") == .init(touchscreen: true))
    }

    @Test func thePanelReadsTheVirtualKeyboardAndDialAsTheirKinds() {
        let keyboard = VirtualKeyDevices.keyboard()
        #expect(InputDeviceKind(classifying: keyboard) == .keyboard)
        #expect(keyboard.hasKey(LinuxInputCode.keyEnter) && keyboard.hasKey(30) && !keyboard.hasKey(LinuxInputCode.buttonLeft))
        #expect(!keyboard.keys.contains(where: LinuxInputCode.systemKeys.contains))
        let dial = VirtualKeyDevices.dial()
        #expect(InputDeviceKind(classifying: dial) == .dial)
        #expect(dial.hasRelative(LinuxInputCode.relDial) && dial.hasKey(LinuxInputCode.keyEnter))
    }

    @Test func keysAndTurnsGoOutInReportsOfTheirOwn() {
        let time = MonotonicTime(nanoseconds: 5)
        let press = TouchAction(offset: 0, slot: 0, kind: .key(30, pressed: true), line: 1)
        #expect(VirtualKeyDevices.events(for: press, at: time).map { [$0.type, $0.code, UInt16($0.value)] }
                == [[LinuxInputCode.key, 30, 1], [LinuxInputCode.synchronization, LinuxInputCode.synReport, 0]])
        let turn = TouchAction(offset: 0, slot: 0, kind: .turn(-1), line: 1)
        let events = VirtualKeyDevices.events(for: turn, at: time)
        #expect(events.first?.code == LinuxInputCode.relDial && events.first?.value == -1 && events.count == 2)
        #expect(VirtualKeyDevices.events(for: TouchAction(offset: 0, slot: 0, kind: .up, line: 1), at: time).isEmpty)
    }
}
