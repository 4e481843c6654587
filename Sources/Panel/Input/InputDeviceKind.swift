/// What Panel makes of an input device. Only the first four produce pointer events.
public enum InputDeviceKind: Hashable, Sendable, CustomStringConvertible {
    /// A touchscreen speaking multitouch protocol B (slots) with INPUT_PROP_DIRECT.
    case multitouchScreen
    /// A touchscreen reporting one contact: ABS_X/ABS_Y with BTN_TOUCH.
    case singleTouchScreen
    /// An absolute pointer: ABS_X/ABS_Y with BTN_LEFT (resistive controllers, QEMU's tablet).
    case absolutePointer
    /// A mouse: REL_X/REL_Y with BTN_LEFT, for development; it moves a cursor.
    case relativeMouse
    /// Anything else (keyboards, touchpads, pen tablets, buttons), with the reason.
    case ignored(reason: String)

    /// Classifies a device from its capabilities.
    public init(classifying device: InputDeviceCapabilities) {
        typealias C = LinuxInputCode
        let direct = device.hasProperty(C.propertyDirect)
        let absoluteXY = device.hasAbsolute(C.absX) && device.hasAbsolute(C.absY)
        let slots = device.slotCount > 0
            && device.hasAbsolute(C.absMTPositionX) && device.hasAbsolute(C.absMTPositionY)
            && device.hasAbsolute(C.absMTTrackingID)
        // Touchpads and pen tablets also report absolute positions with BTN_TOUCH, but
        // they move a cursor indirectly: mapping them onto the screen would be wrong.
        let indirectTool = !direct && (device.hasKey(C.buttonToolFinger) || device.hasKey(C.buttonToolPen) || device.hasKey(C.buttonStylus))

        if slots && direct {
            self = .multitouchScreen
        } else if absoluteXY && device.hasKey(C.buttonTouch) && !indirectTool {
            self = .singleTouchScreen
        } else if absoluteXY && device.hasKey(C.buttonLeft) && !indirectTool {
            self = .absolutePointer
        } else if device.hasRelative(C.relX) && device.hasRelative(C.relY) && device.hasKey(C.buttonLeft) {
            self = .relativeMouse
        } else if slots || (absoluteXY && indirectTool) {
            self = .ignored(reason: "touchpad or tablet (not a direct touchscreen)")
        } else if device.keys.contains(where: { $0 >= C.firstKeyboardKey && $0 <= C.lastKeyboardKey }) {
            self = .ignored(reason: "keys only")
        } else {
            self = .ignored(reason: "no pointer axes")
        }
    }

    /// True for the kinds that produce pointer events.
    public var isPointing: Bool {
        if case .ignored = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .multitouchScreen: return "multitouch touchscreen"
        case .singleTouchScreen: return "single-touch screen"
        case .absolutePointer: return "absolute pointer"
        case .relativeMouse: return "relative mouse"
        case .ignored(let reason): return "ignored: \(reason)"
        }
    }
}
