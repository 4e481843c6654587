import PanelBase

/// What the virtual keyboard and dial announce, and the events a key or a turn is sent as.
public enum VirtualKeyDevices {
    /// A USB keyboard with every key of a full one (KEY_ESC to KEY_MICMUTE) but the power
    /// and sleep keys, and no autorepeat of the kernel's own: the script's timing decides.
    public static func keyboard(name: String = "Panel Virtual Keyboard") -> InputDeviceCapabilities {
        let keys = Set((UInt16(1)...UInt16(248)).filter { !LinuxInputCode.systemKeys.contains($0) && !LinuxInputCode.isPointerButton($0) })
        return InputDeviceCapabilities(name: name, busType: 0x03, vendor: 0x5041, product: 0x4b42, version: 1, keys: keys)
    }

    /// A rotary encoder on REL_DIAL whose push is KEY_ENTER, as a knob on a machine panel.
    public static func dial(name: String = "Panel Virtual Dial") -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: name, busType: 0x19, vendor: 0x5041, product: 0x4449, version: 1,
                                keys: [LinuxInputCode.keyEnter], relativeAxes: [LinuxInputCode.relDial])
    }

    /// A key's change or a dial's detents, in a report of its own; none for other actions.
    public static func events(for action: TouchAction, at time: MonotonicTime) -> [RawInputEvent] {
        typealias C = LinuxInputCode
        var events: [RawInputEvent] = []
        switch action.kind {
        case .key(let code, let pressed): events.append(RawInputEvent(type: C.key, code: code, value: pressed ? 1 : 0, time: time))
        case .turn(let detents): events.append(RawInputEvent(type: C.relative, code: C.relDial, value: detents, time: time))
        default: return []
        }
        events.append(RawInputEvent(type: C.synchronization, code: C.synReport, value: 0, time: time))
        return events
    }
}
