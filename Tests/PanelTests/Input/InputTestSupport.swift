@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Device descriptions and event builders shared by the input tests.
enum InputFixtures {
    typealias C = LinuxInputCode

    static func multitouchScreen(width: Int32 = 1280, height: Int32 = 800, slots: Int32 = 10) -> InputDeviceCapabilities {
        InputDeviceCapabilities(
            name: "Test Touchscreen",
            properties: [C.propertyDirect],
            keys: [C.buttonTouch],
            absoluteAxes: [
                C.absX: AbsoluteAxisInfo(minimum: 0, maximum: width - 1),
                C.absY: AbsoluteAxisInfo(minimum: 0, maximum: height - 1),
                C.absMTSlot: AbsoluteAxisInfo(minimum: 0, maximum: slots - 1),
                C.absMTTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
                C.absMTPositionX: AbsoluteAxisInfo(minimum: 0, maximum: width - 1, resolution: 5),
                C.absMTPositionY: AbsoluteAxisInfo(minimum: 0, maximum: height - 1, resolution: 5),
            ])
    }

    static func singleTouchScreen() -> InputDeviceCapabilities {
        InputDeviceCapabilities(
            name: "Resistive Touch",
            keys: [C.buttonTouch],
            absoluteAxes: [C.absX: AbsoluteAxisInfo(minimum: 200, maximum: 3900), C.absY: AbsoluteAxisInfo(minimum: 300, maximum: 3800)])
    }

    static func qemuTablet() -> InputDeviceCapabilities {
        InputDeviceCapabilities(
            name: "QEMU Virtio Tablet",
            keys: [C.buttonLeft, C.buttonLeft + 1, C.buttonLeft + 2],
            relativeAxes: [UInt16(8)],
            absoluteAxes: [C.absX: AbsoluteAxisInfo(minimum: 0, maximum: 32767), C.absY: AbsoluteAxisInfo(minimum: 0, maximum: 32767)])
    }

    static func mouse() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "Mouse", keys: [C.buttonLeft, C.buttonLeft + 1], relativeAxes: [C.relX, C.relY])
    }

    static func keyboard() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "Keyboard", keys: Set((1...120).map { UInt16($0) }))
    }

    /// ACPI's power button: KEY_POWER alone, which logind handles.
    static func powerButton() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "Power Button", keys: [116]) // KEY_POWER
    }

    /// A rotary encoder on REL_DIAL whose knob also pushes (KEY_ENTER), as the kernel's
    /// rotary-encoder and gpio-keys drivers report it.
    static func pushDial() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "rotary@0", keys: [28], relativeAxes: [C.relDial]) // KEY_ENTER
    }

    static func touchpad() -> InputDeviceCapabilities {
        var pad = multitouchScreen()
        pad.name = "Touchpad"
        pad.properties = [C.propertyPointer]
        pad.keys = [C.buttonTouch, C.buttonToolFinger, C.buttonLeft]
        return pad
    }
}

/// Builds raw event streams with readable calls: `s.abs(.x, 5); s.report()`.
struct EventStream {
    typealias C = LinuxInputCode
    var events: [RawInputEvent] = []
    var time = MonotonicTime(nanoseconds: 1_000_000_000)

    mutating func advance(milliseconds: Int64) { time = time + milliseconds * 1_000_000 }
    mutating func abs(_ code: UInt16, _ value: Int32) { events.append(RawInputEvent(type: C.absolute, code: code, value: value, time: time)) }
    mutating func key(_ code: UInt16, _ value: Int32) { events.append(RawInputEvent(type: C.key, code: code, value: value, time: time)) }
    mutating func rel(_ code: UInt16, _ value: Int32) { events.append(RawInputEvent(type: C.relative, code: code, value: value, time: time)) }
    mutating func report() { events.append(.report(at: time)) }
    mutating func dropped() { events.append(RawInputEvent(type: C.synchronization, code: C.synDropped, value: 0, time: time)) }

    /// A whole protocol-B frame touching `slot`.
    mutating func touch(slot: Int32, id: Int32?, x: Int32? = nil, y: Int32? = nil) {
        abs(C.absMTSlot, slot)
        if let id { abs(C.absMTTrackingID, id) }
        if let x { abs(C.absMTPositionX, x) }
        if let y { abs(C.absMTPositionY, y) }
    }
}

extension InputEventDecoder {
    /// The pointer events `events` complete.
    mutating func feedAll(_ events: [RawInputEvent]) -> [PointerEvent] {
        feedEverything(events).pointerEvents
    }

    /// Every input event `events` complete.
    mutating func feedEverything(_ events: [RawInputEvent]) -> [InputEvent] {
        var output: [InputEvent] = []
        for event in events { feed(event, into: &output) }
        return output
    }
}

func point(_ x: Int, _ y: Int) -> FixedPoint { FixedPoint(x: Fixed(x), y: Fixed(y)) }

/// A small deterministic generator, so fuzz failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Checks that each pointer's events form began (moved*) (ended|cancelled) sequences.
/// Every key pressed, then repeated or released, never released or repeated while up, and
/// none left down at the end.
func wellFormedKeySequences(_ events: [KeyEvent]) -> Bool {
    var down = Set<UInt16>()
    for event in events {
        switch event.state {
        case .pressed: if !down.insert(event.code).inserted { return false }
        case .repeated: if !down.contains(event.code) { return false }
        case .released: if down.remove(event.code) == nil { return false }
        }
    }
    return down.isEmpty
}

func wellFormedPointerSequences(_ events: [PointerEvent]) -> Bool {
    var down = Set<Int>()
    for event in events {
        switch event.phase {
        case .began:
            if down.contains(event.pointer) { return false }
            down.insert(event.pointer)
        case .moved:
            if !down.contains(event.pointer) { return false }
        case .ended, .cancelled:
            if down.remove(event.pointer) == nil { return false }
        }
    }
    return true
}
