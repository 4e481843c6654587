import PanelBase

/// What Panel makes of an input device. The first four produce pointer events; every kind
/// but `ignored` is opened and read, and any of them may also report keys (a
/// touchscreen's touch keys) and wheels.
public enum InputDeviceKind: Hashable, Sendable, CustomStringConvertible {
    /// A touchscreen with multitouch positions: protocol B (slots) or protocol A
    /// (SYN_MT_REPORT, translated to slots through mtdev).
    case multitouchScreen
    /// A touchscreen reporting one contact on ABS_X/ABS_Y, signalled by BTN_TOUCH, by a pen
    /// (BTN_TOOL_PEN on a direct device) or by ABS_PRESSURE alone (resistive controllers).
    case singleTouchScreen
    /// An absolute pointer: ABS_X/ABS_Y with BTN_LEFT (resistive controllers, QEMU's tablet).
    case absolutePointer
    /// A mouse: REL_X/REL_Y with BTN_LEFT, for development; it moves a cursor.
    case relativeMouse
    /// Keys and buttons that are no pointer's: a keyboard, a keypad, GPIO buttons.
    case keyboard
    /// A wheel or dial with no pointer: a rotary encoder, a jog dial (perhaps with keys,
    /// such as a knob that is also pushed). The kernel's rotary-encoder driver may report
    /// on REL_X or REL_Y alone (its `linux,axis`): such a lone axis is a dial too.
    case dial
    /// Anything else (touchpads, pen tablets, power buttons), with the reason.
    case ignored(reason: String)

    /// Classifies a device from its capabilities.
    ///
    /// INPUT_PROP_DIRECT marks a touchscreen, but many drivers never set it; without it a
    /// device counts as a touchscreen by its axes (multitouch positions, or ABS_X/ABS_Y
    /// with BTN_TOUCH or ABS_PRESSURE) unless it announces what only touchpads and pen
    /// tablets have (BTN_TOOL_FINGER, BTN_TOOL_PEN, BTN_STYLUS, INPUT_PROP_POINTER).
    /// Protocol A controllers such as the Sitronix ST1232 announce nothing but
    /// ABS_MT_POSITION_X/Y (no BTN_TOUCH, no property) and are touchscreens.
    public init(classifying device: InputDeviceCapabilities) {
        typealias C = LinuxInputCode
        let direct = device.hasProperty(C.propertyDirect)
        let absoluteXY = device.hasAbsolute(C.absX) && device.hasAbsolute(C.absY)
        let multitouch = device.multitouchProtocol != nil
        let pen = device.hasKey(C.buttonToolPen) || device.hasKey(C.buttonStylus)
        // Touchpads and pen tablets also report absolute positions with BTN_TOUCH, but
        // they move a cursor indirectly: mapping them onto the screen would be wrong.
        let indirectTool = !direct && (device.hasKey(C.buttonToolFinger) || pen)
        let indirect = indirectTool || (!direct && device.hasProperty(C.propertyPointer))
        let touch = device.hasKey(C.buttonTouch)
        let pressureOnly = device.hasAbsolute(C.absPressure) && !touch && !device.hasKey(C.buttonLeft)

        if multitouch && !indirect {
            self = .multitouchScreen
        } else if absoluteXY && !indirect && (touch || (direct && pen)) {
            self = .singleTouchScreen
        } else if absoluteXY && !indirect && pressureOnly {
            self = .singleTouchScreen
        } else if absoluteXY && device.hasKey(C.buttonLeft) && !indirectTool {
            self = .absolutePointer
        } else if device.hasRelative(C.relX) && device.hasRelative(C.relY) && device.hasKey(C.buttonLeft) {
            self = .relativeMouse
        } else if (multitouch || absoluteXY) && indirect {
            self = .ignored(reason: "touchpad or tablet (not a direct touchscreen)")
        } else if device.hasRelative(C.relWheel) || device.hasRelative(C.relHorizontalWheel) || device.hasRelative(C.relDial)
                    || InputDeviceKind.hasLoneRelativeAxis(device) {
            self = .dial
        } else if device.keys.contains(where: { !C.isPointerButton($0) && !C.systemKeys.contains($0) }) {
            self = .keyboard
        } else if device.keys.contains(where: { C.systemKeys.contains($0) }) {
            self = .ignored(reason: "power or sleep buttons (left to the system)")
        } else {
            self = .ignored(reason: InputDeviceKind.missingAxes(device))
        }
    }

    /// REL_X or REL_Y but not both, and no pointer button: a rotary encoder, not a mouse.
    static func hasLoneRelativeAxis(_ device: InputDeviceCapabilities) -> Bool {
        typealias C = LinuxInputCode
        return device.hasRelative(C.relX) != device.hasRelative(C.relY) && !device.keys.contains(where: C.isPointerButton)
    }

    /// Why a device with no usable axes points nowhere: what it has, and what it lacks.
    static func missingAxes(_ device: InputDeviceCapabilities) -> String {
        typealias C = LinuxInputCode
        if device.keys.isEmpty && device.absoluteAxes.isEmpty && device.relativeAxes.isEmpty {
            return "no pointer axes (the device announces no keys or axes at all)"
        }
        if device.hasAbsolute(C.absMTPositionX) && device.hasAbsolute(C.absMTPositionY) {
            return "multitouch positions without tracking ids for its slots"
        }
        if device.hasAbsolute(C.absX) && device.hasAbsolute(C.absY) {
            return "absolute axes but no contact signal (needs BTN_TOUCH, BTN_LEFT, ABS_PRESSURE or a pen on INPUT_PROP_DIRECT)"
        }
        return "no pointer axes (needs ABS_X/ABS_Y, ABS_MT_POSITION_X/Y or REL_X/REL_Y)"
    }

    /// True for the kinds that produce pointer events.
    public var isPointing: Bool {
        switch self {
        case .multitouchScreen, .singleTouchScreen, .absolutePointer, .relativeMouse: return true
        case .keyboard, .dial, .ignored: return false
        }
    }

    /// True for the kinds Panel opens and reads: pointers, keyboards and dials.
    public var deliversInput: Bool {
        if case .ignored = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .multitouchScreen: return "multitouch touchscreen"
        case .singleTouchScreen: return "single-touch screen"
        case .absolutePointer: return "absolute pointer"
        case .relativeMouse: return "relative mouse"
        case .keyboard: return "keyboard or keypad"
        case .dial: return "wheel or dial"
        case .ignored(let reason): return "ignored: \(reason)"
        }
    }
}
