import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The hysteresis that keeps a still finger still, in device units from fuzz, resolution
/// or range, and the udev properties that tune it.
@Suite struct TouchNoiseTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)

    /// An eGalax USB resistive controller as the kernel's usbtouchscreen driver announces
    /// it: ABS_X/ABS_Y 0..2047 with no fuzz and no resolution, BTN_TOUCH.
    static func eGalax() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "eGalax Inc. USB TouchController", busType: 0x03, vendor: 0x0eef, product: 0x0001,
                                keys: [C.buttonTouch],
                                absoluteAxes: [C.absX: AbsoluteAxisInfo(minimum: 0, maximum: 2047), C.absY: AbsoluteAxisInfo(minimum: 0, maximum: 2047)])
    }

    @Test func marginsComeFromFuzzThenResolutionThenRange() {
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 4095, fuzz: 6, resolution: 40), fuzz: nil) == 6)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 4095, resolution: 40), fuzz: nil) == 10)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 2047), fuzz: nil) == 4)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 32767), fuzz: nil) == 64)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 799), fuzz: nil) == 1)
        // Configured: overrides the axis, 0 turns it off; a wild value is bounded.
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 2047, fuzz: 8), fuzz: 0) == 0)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 2047), fuzz: 3) == 3)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: 0, maximum: 2047, fuzz: .max), fuzz: nil) == 256)
        #expect(TouchHysteresis.margin(for: AbsoluteAxisInfo(minimum: .max, maximum: .min, fuzz: -5, resolution: -1), fuzz: nil) == 1)
    }

    @Test func aStillFingerWanderingByOneUnitOnAnEGalaxStaysStill() {
        var d = InputEventDecoder(capabilities: TouchNoiseTests.eGalax(), deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.abs(C.absX, 1000); s.abs(C.absY, 600); s.key(C.buttonTouch, 1); s.report()
        for step in 0..<150 {
            s.advance(milliseconds: 10)
            s.abs(C.absX, 1000 + Int32(step % 2)); s.abs(C.absY, 600 - Int32(step % 3 == 0 ? 1 : 0)); s.report()
        }
        s.key(C.buttonTouch, 0); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events[0].location == events[1].location)
    }

    @Test func realMotionIsReportedExactly() {
        var d = InputEventDecoder(capabilities: TouchNoiseTests.eGalax(), deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.abs(C.absX, 1024); s.abs(C.absY, 1024); s.key(C.buttonTouch, 1); s.report()
        s.abs(C.absX, 1029); s.report()
        s.abs(C.absX, 1536); s.report()
        s.key(C.buttonTouch, 0); s.report()
        let events = d.feedAll(s.events)
        // Five units is beyond the four-unit margin: exact, not trailing by the margin.
        #expect(events.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(events[1].location == d.mapper.logicalPoint(deviceX: 1029, deviceY: 1024))
        #expect(events[2].location == point(960, 400))
    }

    @Test func multitouchSlotsAreFilteredPerContact() {
        var caps = InputFixtures.multitouchScreen()
        caps.absoluteAxes[C.absMTPositionX]?.fuzz = 4
        var d = InputEventDecoder(capabilities: caps, deviceNumber: 1, transform: screen)
        #expect(d.hysteresis == TouchHysteresis(marginX: 4, marginY: 1))
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 100, y: 100); s.report()
        s.touch(slot: 0, id: nil, x: 104); s.report()
        s.touch(slot: 0, id: nil, x: 96); s.report()
        s.touch(slot: 0, id: nil, x: 105); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .moved])
    }

    @Test func tuningOverridesTheAxesFuzz() {
        var d = InputEventDecoder(capabilities: TouchNoiseTests.eGalax(), deviceNumber: 1, transform: screen,
                                  tuning: TouchTuning(fuzz: [C.absX: 0, C.absY: 5]))
        #expect(d.hysteresis == TouchHysteresis(marginX: 0, marginY: 5))
        var s = EventStream()
        s.abs(C.absX, 1000); s.abs(C.absY, 600); s.key(C.buttonTouch, 1); s.report()
        s.abs(C.absY, 605); s.report()
        s.abs(C.absX, 1001); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .moved])
    }

    @Test func udevPropertiesSetFuzzAndPressureAndBadValuesAreReported() {
        let properties = ["LIBINPUT_FUZZ_00": "3", "LIBINPUT_FUZZ_36": "12", "LIBINPUT_FUZZ_01": "-4",
                          "LIBINPUT_FUZZ_35": "lots", "PANEL_PRESSURE_THRESHOLD": "40"]
        let (tuning, problems) = TouchTuning.parse(properties: { properties[$0] }, device: "/dev/input/event4")
        #expect(tuning.fuzz == [C.absX: 3, C.absMTPositionY: 12])
        #expect(tuning.pressureThreshold == 40)
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("LIBINPUT_FUZZ_01=\"-4\"") && $0.contains("/dev/input/event4") && $0.contains("0 to 65535") })
        let bad = TouchTuning.parse(properties: { $0 == "PANEL_PRESSURE_THRESHOLD" ? "0" : nil }, device: "d")
        #expect(bad.tuning.pressureThreshold == nil && bad.problems.count == 1)
        #expect(TouchTuning.fuzzProperty(C.absX) == "LIBINPUT_FUZZ_00" && TouchTuning.fuzzProperty(C.absMTPositionX) == "LIBINPUT_FUZZ_35")
    }

    @Test func theHandWrittenRecordingsStillLandExactly() throws {
        // single-touch-resistive has fuzz 4 and 256-unit moves; they stay exact.
        let recording = try EvemuRecording.load(path: recordingPath("single-touch-resistive"))
        let decoder = InputEventDecoder(capabilities: recording.capabilities, deviceNumber: 0, transform: screen)
        #expect(decoder.hysteresis == TouchHysteresis(marginX: 4, marginY: 4))
    }
}
