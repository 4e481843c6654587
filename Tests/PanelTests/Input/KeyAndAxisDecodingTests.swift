import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Keys and wheels through the decoder: real keyboards' and rotary encoders' recordings
/// (Recordings/Real, sources in each file), and streams built from the kernel's documented
/// codes (<linux/input-event-codes.h>, Documentation/input/event-codes.rst) for what no
/// dump at hand shows: autorepeat, high-resolution wheels, lost events.
@Suite struct KeyAndAxisDecodingTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)
    let start = MonotonicTime(seconds: 10)
    static let keyEnter: UInt16 = 28, keyA: UInt16 = 30, keyDown: UInt16 = 108, keyBack: UInt16 = 158
    /// REL_WHEEL_HI_RES: 120 units a detent, sent alongside REL_WHEEL.
    static let relWheelHighResolution: UInt16 = 11

    func recording(_ name: String, file: String = #filePath) throws -> EvemuRecording {
        try EvemuRecording.load(path: testsDirectory(of: file, target: "PanelTests") + "/Input/Recordings/Real/\(name).evemu")
    }

    func decoder(_ capabilities: InputDeviceCapabilities) -> InputEventDecoder {
        InputEventDecoder(capabilities: capabilities, deviceNumber: 2, transform: screen)
    }

    @Test func aLaptopKeyboardsKeysComeAsPressedAndReleasedAndItsStrayReleaseIsDropped() throws {
        let source = try ScriptedInputSource(recording: try recording("at-keyboard-stray-release"), transform: screen, startTime: start)
        #expect(source.kind == .keyboard)
        let events = source.playToEnd()
        #expect(events.pointerEvents.isEmpty && events.axisEvents.isEmpty)
        // The Enter released before anything was pressed is not passed on.
        let keys = events.keyEvents
        #expect(keys.map(\.code) == [Self.keyDown, Self.keyDown, Self.keyDown, Self.keyDown])
        #expect(keys.map(\.state) == [.pressed, .released, .pressed, .released])
        // Stamped with the reports' kernel times, moved to start at `start`.
        let first = MonotonicTime(nanoseconds: 1_637_532_467_395_778_000)
        #expect(keys.map { $0.timestamp - start } == [1_637_532_475_993_961_000, 1_637_532_476_060_312_000,
                                                     1_637_532_476_182_448_000, 1_637_532_476_248_949_000].map { $0 - first.nanoseconds })
        #expect(wellFormedKeySequences(keys))
    }

    @Test func aRotaryEncoderOnALoneRelativeAxisTurnsADial() throws {
        let source = try ScriptedInputSource(recording: try recording("rotary-encoder-rel-y"), transform: screen, startTime: start)
        #expect(source.kind == .dial)
        let events = source.playToEnd()
        #expect(events.pointerEvents.isEmpty && events.keyEvents.isEmpty)
        #expect(events.axisEvents == [AxisEvent(axis: .dial, value: 1, timestamp: start),
                                      AxisEvent(axis: .dial, value: 1, timestamp: start + 964_695_000)])
    }

    @Test func autorepeatComesBetweenPressAndReleaseAndOnlyForAHeldKey() {
        var d = decoder(InputFixtures.keyboard())
        var s = EventStream()
        s.key(Self.keyA, 2); s.report()                 // a repeat of a key held since before: dropped
        s.advance(milliseconds: 10)
        s.key(Self.keyA, 1); s.report()
        s.advance(milliseconds: 250)
        s.key(Self.keyA, 2); s.report()
        s.advance(milliseconds: 33)
        s.key(Self.keyA, 2); s.report()
        s.advance(milliseconds: 5)
        s.key(Self.keyA, 7); s.report()                 // no such key state: dropped
        s.key(Self.keyA, 0); s.report()
        let keys = d.feedEverything(s.events).keyEvents
        #expect(keys.map(\.state) == [.pressed, .repeated, .repeated, .released])
        #expect(keys.first?.timestamp == MonotonicTime(nanoseconds: 1_010_000_000))
    }

    @Test func heldKeysAreReleasedWhenEventsAreLostOrTheDeviceGoes() {
        var d = decoder(InputFixtures.keyboard())
        var s = EventStream()
        s.key(Self.keyA, 1); s.report()
        s.key(Self.keyEnter, 1); s.key(C.buttonLeft, 1)  // a frame cut short: never reported
        s.dropped(); s.report()
        s.key(Self.keyA, 0); s.report()                 // its release, after it was released here
        s.key(Self.keyEnter, 1); s.report()
        var all = d.feedEverything(s.events)
        #expect(all.keyEvents.map(\.code) == [Self.keyA, Self.keyA, Self.keyEnter])
        #expect(all.keyEvents.map(\.state) == [.pressed, .released, .pressed])
        d.cancelAll(at: s.time, into: &all)
        #expect(all.keyEvents.last == KeyEvent(code: Self.keyEnter, state: .released, timestamp: s.time))
        #expect(wellFormedKeySequences(all.keyEvents))
    }

    @Test func aTouchscreensKeysAreKeysAndItsTouchButtonStaysATouch() {
        var screenWithKeys = InputFixtures.multitouchScreen()
        screenWithKeys.keys.insert(Self.keyBack)
        var d = decoder(screenWithKeys)
        var s = EventStream()
        s.touch(slot: 0, id: 4, x: 100, y: 100); s.key(C.buttonTouch, 1); s.key(Self.keyBack, 1); s.report()
        s.touch(slot: 0, id: -1); s.key(C.buttonTouch, 0); s.key(Self.keyBack, 0); s.report()
        let events = d.feedEverything(s.events)
        // Per frame: the pointer's events first, then the keys.
        #expect(events.map { $0.pointerEvent?.phase == .began ? "began" : $0.pointerEvent != nil ? "ended" : "key" }
                == ["began", "key", "ended", "key"])
        #expect(events.keyEvents.map(\.code) == [Self.keyBack, Self.keyBack])
    }

    @Test func aMouseWheelTurnsByWholeDetentsAndHighResolutionAloneTurnsNothing() {
        var mouse = InputFixtures.mouse()
        mouse.relativeAxes.formUnion([C.relWheel, C.relHorizontalWheel, Self.relWheelHighResolution])
        var d = decoder(mouse)
        var s = EventStream()
        // A free-spinning wheel: fractions of a detent in high resolution, then the detent.
        for _ in 0..<7 { s.rel(Self.relWheelHighResolution, -15); s.report(); s.advance(milliseconds: 5) }
        s.rel(Self.relWheelHighResolution, -15); s.rel(C.relWheel, -1); s.report()
        s.advance(milliseconds: 100)
        s.rel(C.relHorizontalWheel, 1); s.rel(C.relX, 3); s.report()
        let events = d.feedEverything(s.events)
        #expect(events.axisEvents.map(\.axis) == [.wheel, .horizontalWheel])
        #expect(events.axisEvents.map(\.value) == [-1, 1])
        // The mouse still moves its cursor; a wheel turn presses nothing.
        #expect(d.cursor.x == Fixed(400 + 3))
        #expect(events.pointerEvents.isEmpty)
    }

    @MainActor @Test func keysAndTurnsReachTheHostWhichDropsThemWithADebugLine() {
        let host = ViewHost(rootView: Color.blue, width: 40, height: 40)
        var lines: [String] = []
        host.inputFocus.debugLog = { lines.append($0) }
        host.send(.key(KeyEvent(code: Self.keyEnter, state: .pressed, timestamp: start)))
        host.send(.axis(AxisEvent(axis: .dial, value: -2, timestamp: start)))
        #expect(host.inputFocus.droppedCount == 2)
        #expect(lines == ["input: key 28 pressed dropped: no view has focus", "input: dial turned -2 dropped: no view has focus"])
    }
}
