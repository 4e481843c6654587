import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Controllers whose reports differ from the textbook touchscreen: contact by pressure
/// only, pens, tracking ids that start high or wrap, more than ten slots, axis ranges
/// unlike the display's, no INPUT_PROP_DIRECT, and two touchscreens at once.
@Suite struct ControllerShapesTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)

    /// An ADS7846-style resistive controller: ABS_X/ABS_Y 0..4095 and ABS_PRESSURE
    /// 0..255, no button at all.
    static func pressureOnly() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "ADS7846 Touchscreen", busType: 0x1c, absoluteAxes: [
            C.absX: AbsoluteAxisInfo(minimum: 0, maximum: 4095), C.absY: AbsoluteAxisInfo(minimum: 0, maximum: 4095),
            C.absPressure: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        ])
    }

    @Test func pressureOnlyControllersTouchAboveTheThresholdAndLiftBelowItsHalf() {
        let device = ControllerShapesTests.pressureOnly()
        #expect(InputDeviceKind(classifying: device) == .singleTouchScreen)
        var d = InputEventDecoder(capabilities: device, deviceNumber: 1, transform: screen)
        guard case .pressure(let rule) = d.contactSignal else {
            Issue.record("expected a pressure contact, got \(d.contactSignal)")
            return
        }
        #expect(rule.threshold == 12 && rule.release == 6)
        var s = EventStream()
        // A light brush (pressure 8) is no touch; 200 is; it holds down to 6 and lifts at 0.
        s.abs(C.absX, 1024); s.abs(C.absY, 1024); s.abs(C.absPressure, 8); s.report()
        s.abs(C.absPressure, 200); s.report()
        s.abs(C.absX, 2048); s.abs(C.absPressure, 7); s.report()
        s.abs(C.absPressure, 0); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .moved, .ended])
        #expect(events[0].location == point(320, 200) && events[1].location == point(640, 200))
    }

    @Test func thePressureThresholdIsConfigurableWithinTheAxis() {
        let device = ControllerShapesTests.pressureOnly()
        let tuned = InputEventDecoder(capabilities: device, deviceNumber: 1, transform: screen, tuning: TouchTuning(pressureThreshold: 100))
        #expect(tuned.contactSignal == .pressure(PressureContact(axis: AbsoluteAxisInfo(minimum: 0, maximum: 255), configuredThreshold: 100)))
        #expect(PressureContact(axis: AbsoluteAxisInfo(minimum: 0, maximum: 255), configuredThreshold: 100).release == 50)
        #expect(PressureContact(axis: AbsoluteAxisInfo(minimum: 0, maximum: 255), configuredThreshold: 9999).threshold == 255)
        #expect(PressureContact(axis: AbsoluteAxisInfo(minimum: 10, maximum: 20), configuredThreshold: -3).threshold == 11)
        #expect(PressureContact(axis: AbsoluteAxisInfo(minimum: .max, maximum: .min)).threshold == .max)
    }

    @Test func aControllerWithPressureAndBTNTouchFollowsTheButton() {
        var device = ControllerShapesTests.pressureOnly()
        device.keys = [C.buttonTouch]
        let d = InputEventDecoder(capabilities: device, deviceNumber: 1, transform: screen)
        #expect(d.contactSignal == .button(C.buttonTouch))
    }

    @Test func aPenOnADirectScreenTouchesWithItsTip() {
        // A pen display without BTN_TOUCH: BTN_TOOL_PEN says the tip is down.
        let device = InputDeviceCapabilities(name: "Pen Display", properties: [C.propertyDirect], keys: [C.buttonToolPen, C.buttonStylus],
                                             absoluteAxes: [C.absX: AbsoluteAxisInfo(minimum: 0, maximum: 12799), C.absY: AbsoluteAxisInfo(minimum: 0, maximum: 7999)])
        #expect(InputDeviceKind(classifying: device) == .singleTouchScreen)
        var d = InputEventDecoder(capabilities: device, deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.abs(C.absX, 6400); s.abs(C.absY, 4000); s.key(C.buttonToolPen, 1); s.report()
        s.key(C.buttonStylus, 1); s.report()
        s.key(C.buttonToolPen, 0); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events[0].location == point(640, 400))
        // With BTN_TOUCH too, the tip is BTN_TOUCH: hovering in range (BTN_TOOL_PEN) is no touch.
        var both = device
        both.keys.insert(C.buttonTouch)
        var hover = InputEventDecoder(capabilities: both, deviceNumber: 1, transform: screen)
        var h = EventStream()
        h.abs(C.absX, 100); h.abs(C.absY, 100); h.key(C.buttonToolPen, 1); h.report()
        h.key(C.buttonTouch, 1); h.report()
        h.key(C.buttonTouch, 0); h.report()
        #expect(hover.feedAll(h.events).map(\.phase) == [.began, .ended])
    }

    @Test func trackingIDsThatStartHighAndWrapStillBeginAndEnd() {
        var d = InputEventDecoder(capabilities: InputFixtures.multitouchScreen(), deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.touch(slot: 0, id: 65534, x: 10, y: 10); s.report()
        s.touch(slot: 0, id: -1); s.report()
        s.touch(slot: 0, id: 65535, x: 20, y: 10); s.report()
        // Straight from 65535 to 0 in the same slot: the old contact ends, a new one begins.
        s.touch(slot: 0, id: 0, x: 30, y: 10); s.report()
        s.touch(slot: 0, id: -1); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended, .began, .ended, .began, .ended])
        #expect(events[4].location == point(30, 10))
        #expect(events[3].location == point(20, 10))
    }

    @Test func moreThanTenSlotsAreTracked() {
        let device = InputFixtures.multitouchScreen(slots: 20)
        var d = InputEventDecoder(capabilities: device, deviceNumber: 1, transform: screen)
        var s = EventStream()
        for slot in Int32(0)..<20 { s.touch(slot: slot, id: 100 + slot, x: 50 * slot, y: 100) }
        s.report()
        let events = d.feedAll(s.events)
        #expect(events.count == 20 && events.allSatisfy { $0.phase == .began })
        #expect(Set(events.map(\.pointer)).count == 20)
        #expect(d.activePointers.max() == 64 + 19)
        // Slots past what Panel tracks are ignored, not trapped on.
        var t = EventStream()
        t.touch(slot: 64, id: 7, x: 1, y: 1); t.touch(slot: 100_000, id: 8, x: 1, y: 1); t.report()
        #expect(d.feedAll(t.events).isEmpty)
    }

    @Test func axisRangesUnlikeTheDisplayAreScaled() {
        // A 0..32767 digitizer over 1280×800, and one whose range starts above zero.
        let wide = InputDeviceCapabilities(name: "Wide", properties: [C.propertyDirect], keys: [C.buttonTouch], absoluteAxes: [
            C.absMTSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9), C.absMTTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            C.absMTPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 32767), C.absMTPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
        ])
        var d = InputEventDecoder(capabilities: wide, deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 16384, y: 8192); s.report()
        #expect(d.feedAll(s.events).first?.location == point(640, 200))

        let offset = InputDeviceCapabilities(name: "Offset", keys: [C.buttonTouch], absoluteAxes: [
            C.absX: AbsoluteAxisInfo(minimum: 200, maximum: 3895), C.absY: AbsoluteAxisInfo(minimum: 300, maximum: 3499),
        ])
        var o = InputEventDecoder(capabilities: offset, deviceNumber: 1, transform: screen)
        var t = EventStream()
        t.abs(C.absX, 200 + 924); t.abs(C.absY, 300 + 1600); t.key(C.buttonTouch, 1); t.report()
        #expect(o.feedAll(t.events).first?.location == point(320, 400))
    }

    @Test func aTouchscreenWithoutInputPropDirectIsClassifiedByItsAxesAndBTNTouch() {
        var singleTouch = InputFixtures.singleTouchScreen()
        singleTouch.properties = []
        #expect(InputDeviceKind(classifying: singleTouch) == .singleTouchScreen)
        var multi = InputFixtures.multitouchScreen()
        multi.properties = []
        #expect(InputDeviceKind(classifying: multi) == .multitouchScreen)
        // What only touchpads and tablets have still keeps them out.
        var pad = multi
        pad.keys.insert(C.buttonToolFinger)
        #expect(!InputDeviceKind(classifying: pad).isPointing)
        var pointer = multi
        pointer.properties = [C.propertyPointer]
        #expect(!InputDeviceKind(classifying: pointer).isPointing)
    }

    @Test func aDeviceWithAxesButNoContactSignalSaysWhatItLacks() {
        let device = InputDeviceCapabilities(name: "Joystick", absoluteAxes: [C.absX: AbsoluteAxisInfo(minimum: 0, maximum: 255), C.absY: AbsoluteAxisInfo(minimum: 0, maximum: 255)])
        guard case .ignored(let reason) = InputDeviceKind(classifying: device) else {
            Issue.record("a device without a contact signal was classified as pointing")
            return
        }
        #expect(reason.contains("BTN_TOUCH") && reason.contains("ABS_PRESSURE"))
    }

    @Test func twoTouchscreensAtOnceKeepTheirFingersApart() {
        // Two panels, each with a finger in its slot 0 at the same time: distinct pointers.
        var left = InputEventDecoder(capabilities: InputFixtures.multitouchScreen(), deviceNumber: 4, transform: screen)
        var right = InputEventDecoder(capabilities: ProtocolATests.sitronix(), deviceNumber: 5, transform: screen)
        var a = EventStream(), b = EventStream()
        a.touch(slot: 0, id: 1, x: 100, y: 100); a.report()
        b.abs(C.absMTPositionX, 400); b.abs(C.absMTPositionY, 200); b.mtReport(); b.report()
        a.touch(slot: 0, id: -1); a.report()
        b.mtReport(); b.report()
        let events = left.feedAll(a.events) + right.feedAll(b.events)
        #expect(Set(events.map(\.pointer)) == [4 * 64, 5 * 64])
        #expect(wellFormedPointerSequences(events))
    }
}
