import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct InputDeviceKindTests {
    typealias C = LinuxInputCode

    @Test func classifiesTheSupportedKinds() {
        #expect(InputDeviceKind(classifying: InputFixtures.multitouchScreen()) == .multitouchScreen)
        #expect(InputDeviceKind(classifying: InputFixtures.singleTouchScreen()) == .singleTouchScreen)
        #expect(InputDeviceKind(classifying: InputFixtures.qemuTablet()) == .absolutePointer)
        #expect(InputDeviceKind(classifying: InputFixtures.mouse()) == .relativeMouse)
    }

    @Test func readsKeyboardsAndDialsAndIgnoresTouchpadsPowerButtonsAndEmptyDevices() {
        #expect(InputDeviceKind(classifying: InputFixtures.keyboard()) == .keyboard)
        #expect(InputDeviceKind(classifying: InputFixtures.pushDial()) == .dial)
        #expect(!InputDeviceKind(classifying: InputFixtures.keyboard()).isPointing)
        #expect(InputDeviceKind(classifying: InputFixtures.keyboard()).deliversInput)
        #expect(!InputDeviceKind(classifying: InputFixtures.touchpad()).deliversInput)
        #expect(InputDeviceKind(classifying: InputFixtures.powerButton()) == .ignored(reason: "power or sleep buttons (left to the system)"))
        #expect(!InputDeviceKind(classifying: InputDeviceCapabilities(name: "Power Button")).deliversInput)
    }

    @Test func multitouchWithoutDirectPropertyIsStillAMultitouchScreen() {
        // Many drivers never set INPUT_PROP_DIRECT: axes and BTN_TOUCH without any
        // touchpad or tablet sign make a touchscreen, with all its fingers.
        var screen = InputFixtures.multitouchScreen()
        screen.properties = []
        #expect(InputDeviceKind(classifying: screen) == .multitouchScreen)
        var decoder = InputEventDecoder(capabilities: screen, deviceNumber: 1, transform: ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none))
        var stream = EventStream()
        stream.touch(slot: 0, id: 1, x: 100, y: 100)
        stream.touch(slot: 1, id: 2, x: 500, y: 300)
        stream.report()
        #expect(decoder.feedAll(stream.events).map(\.pointer) == [64, 65])
    }

    @Test func slotsWithoutPositionsAreNotMultitouch() {
        var screen = InputFixtures.multitouchScreen()
        screen.absoluteAxes[C.absMTPositionX] = nil
        #expect(InputDeviceKind(classifying: screen) == .singleTouchScreen)
        #expect(screen.slotCount == 10)
    }

    @Test func directPenDisplayCountsAsSingleTouchButAPenTabletDoesNot() {
        var pen = InputFixtures.singleTouchScreen()
        pen.keys.insert(C.buttonToolPen)
        #expect(!InputDeviceKind(classifying: pen).isPointing)
        pen.properties.insert(C.propertyDirect)
        #expect(InputDeviceKind(classifying: pen) == .singleTouchScreen)
    }
}
