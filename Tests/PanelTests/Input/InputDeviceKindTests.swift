import Testing
@testable import Panel

@Suite struct InputDeviceKindTests {
    typealias C = LinuxInputCode

    @Test func classifiesTheSupportedKinds() {
        #expect(InputDeviceKind(classifying: InputFixtures.multitouchScreen()) == .multitouchScreen)
        #expect(InputDeviceKind(classifying: InputFixtures.singleTouchScreen()) == .singleTouchScreen)
        #expect(InputDeviceKind(classifying: InputFixtures.qemuTablet()) == .absolutePointer)
        #expect(InputDeviceKind(classifying: InputFixtures.mouse()) == .relativeMouse)
    }

    @Test func ignoresKeyboardsTouchpadsAndEmptyDevices() {
        #expect(InputDeviceKind(classifying: InputFixtures.keyboard()) == .ignored(reason: "keys only"))
        #expect(!InputDeviceKind(classifying: InputFixtures.touchpad()).isPointing)
        #expect(!InputDeviceKind(classifying: InputDeviceCapabilities(name: "Power Button")).isPointing)
    }

    @Test func multitouchWithoutDirectPropertyFallsBackToItsSingleTouchAxes() {
        var screen = InputFixtures.multitouchScreen()
        screen.properties = []
        #expect(InputDeviceKind(classifying: screen) == .singleTouchScreen)
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
