import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Touches that never report a position of their own, and ghost points in a slot, press
/// nothing. The shapes follow the official Raspberry Pi 7" panel's (an FT5406 behind the
/// firmware: 800×480, ten slots, tracking ids, and sometimes a tracking id with no position
/// or two contacts' positions in one slot's frame).
@Suite struct GhostTouchTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)

    static func raspberryPiPanel() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "generic ft5x06 (00)", busType: 0x18, properties: [C.propertyDirect], keys: [C.buttonTouch],
                                absoluteAxes: [
                                    C.absX: AbsoluteAxisInfo(minimum: 0, maximum: 799), C.absY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
                                    C.absMTSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9),
                                    C.absMTPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 799),
                                    C.absMTPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
                                    C.absMTTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
                                ])
    }

    func decoder() -> InputEventDecoder {
        InputEventDecoder(capabilities: GhostTouchTests.raspberryPiPanel(), deviceNumber: 2, transform: screen)
    }

    @Test func aTrackingIDThatComesAndGoesWithoutAPositionTouchesNothing() {
        var d = decoder()
        var s = EventStream()
        s.touch(slot: 0, id: 5); s.key(C.buttonTouch, 1); s.report()
        s.advance(milliseconds: 16)
        s.touch(slot: 0, id: -1); s.key(C.buttonTouch, 0); s.report()
        #expect(d.feedAll(s.events).isEmpty)
        #expect(d.activePointers.isEmpty)
    }

    @Test func aTouchWaitingForItsPositionBeginsWhenItArrives() {
        var d = decoder()
        var s = EventStream()
        s.touch(slot: 0, id: 5); s.report()
        s.advance(milliseconds: 16)
        s.touch(slot: 0, id: nil, x: 300, y: 200); s.report()
        s.advance(milliseconds: 16)
        s.touch(slot: 0, id: -1); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events[0].location == point(300, 200))
        #expect(events[0].timestamp == MonotonicTime(nanoseconds: 1_016_000_000))
    }

    @Test func aGhostInAUsedSlotDoesNotRepeatTheLastTap() {
        // The slot's last touch was at (300, 200); a ghost id appears there without a
        // position of its own and vanishes: no second tap on whatever is at (300, 200).
        var d = decoder()
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 300, y: 200); s.report()
        s.touch(slot: 0, id: -1); s.report()
        s.advance(milliseconds: 500)
        s.touch(slot: 0, id: 2); s.report()
        s.advance(milliseconds: 16)
        s.touch(slot: 0, id: -1); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .ended])
    }

    @Test func aFingerThatMovesOnlyAlongOneAxisHasAPositionOfItsOwn() {
        // The kernel leaves out values that did not change: a new touch that reports only
        // its x still has its own position (its y is the slot's last one).
        var d = decoder()
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 300, y: 200); s.report()
        s.touch(slot: 0, id: -1); s.report()
        s.touch(slot: 0, id: 2, x: 500); s.report()
        s.touch(slot: 0, id: -1); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended, .began, .ended])
        #expect(events[2].location == point(500, 200))
    }

    @Test func twoContactsMixedIntoOneSlotAreNeitherATapNorAMove() {
        // The controller skipped ABS_MT_SLOT: two positions far apart land in one slot's
        // frame. A new touch waits for a clean frame; one under way does not jump.
        var d = decoder()
        var s = EventStream()
        s.touch(slot: 0, id: 7, x: 100, y: 100)
        s.abs(C.absMTPositionX, 700); s.abs(C.absMTPositionY, 400); s.report()
        s.advance(milliseconds: 16)
        s.touch(slot: 0, id: -1); s.report()
        #expect(d.feedAll(s.events).isEmpty)

        var held = decoder()
        var t = EventStream()
        t.touch(slot: 1, id: 8, x: 200, y: 200); t.report()
        t.touch(slot: 1, id: nil, x: 205, y: 200); t.abs(C.absMTPositionX, 790); t.abs(C.absMTPositionY, 10); t.report()
        t.touch(slot: 1, id: nil, x: 206); t.report()
        let events = held.feedAll(t.events)
        #expect(events.map(\.phase) == [.began, .moved])
        #expect(events[1].location == point(206, 200))
    }

    @Test func aGhostInARecordingPressesNoButton() throws {
        // Replayed onto a panel: only the real tap presses the button.
        let text = """
            # EVEMU 1.3
            N: generic ft5x06 (00)
            I: 0018 0000 0000 0000
            P: 02 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 61 02
            A: 00 0 799 0 0 0
            A: 01 0 479 0 0 0
            A: 2f 0 9 0 0 0
            A: 35 0 799 0 0 0
            A: 36 0 479 0 0 0
            A: 39 0 65535 0 0 0
            E: 0.000000 0003 0039 0011
            E: 0.000000 0001 014a 0001
            E: 0.000000 0000 0000 0000
            E: 0.030000 0003 0039 -001
            E: 0.030000 0001 014a 0000
            E: 0.030000 0000 0000 0000
            E: 0.500000 0003 0039 0012
            E: 0.500000 0003 0035 0400
            E: 0.500000 0003 0036 0240
            E: 0.500000 0001 014a 0001
            E: 0.500000 0000 0000 0000
            E: 0.550000 0003 0039 -001
            E: 0.550000 0001 014a 0000
            E: 0.550000 0000 0000 0000

            """
        let recording = try EvemuRecording(parsing: text, file: "rpi-ghost.evemu")
        let source = try ScriptedInputSource(recording: recording, transform: screen, startTime: MonotonicTime(seconds: 3))
        #expect(source.kind == .multitouchScreen)
        let events = source.playToEnd().pointerEvents
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events[0].location == point(400, 240))
        #expect(events[0].timestamp == MonotonicTime(seconds: 3.5))
    }

    @Test func lostEventsMuteATouchStillWaitingForItsPosition() {
        var d = decoder()
        var s = EventStream()
        s.touch(slot: 0, id: 3); s.report()
        s.dropped(); s.report()
        s.touch(slot: 0, id: nil, x: 50, y: 50); s.report()
        s.touch(slot: 0, id: -1); s.report()
        s.touch(slot: 0, id: 4, x: 60, y: 60); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began])
    }
}
