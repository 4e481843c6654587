import PanelBase

/// A multitouch touchscreen made through uinput with libevdev, with the properties of a
/// real one (INPUT_PROP_DIRECT, BTN_TOUCH, ten protocol-B slots or protocol A, MT and
/// single-touch axes over the framebuffer's pixels, with a resolution). `panel-app simulate` plays touch
/// scripts into it (`SimulatedInput`) so a running panel sees them as a real kernel device.
public final class VirtualTouchscreen {
    public var capabilities: InputDeviceCapabilities { device.capabilities }
    /// The event node the kernel made, e.g. /dev/input/event4 (nil if sysfs cannot say).
    public var devicePath: String? { device.devicePath }
    public private(set) var encoder: VirtualTouchEncoder
    private let device: UInputDevice

    /// Creates the device. Throws with a clear message where there is no uinput (a kernel
    /// without the module, a container) or no permission to use it.
    public init(transform: ScreenTransform, name: String = "Panel Virtual Touchscreen", uinputPath: String = "/dev/uinput",
                protocol multitouchProtocol: MultitouchProtocol = .b) throws(InputDeviceError) {
        let description = VirtualTouchEncoder.capabilities(for: transform, name: name, protocol: multitouchProtocol)
        device = try UInputDevice(description, what: "a virtual touchscreen", uinputPath: uinputPath)
        encoder = VirtualTouchEncoder(transform: transform, protocol: multitouchProtocol)
    }

    /// Writes raw events to the device; the kernel stamps them as they arrive.
    public func send(_ events: [RawInputEvent]) throws(InputDeviceError) {
        try device.send(events)
    }

    /// Performs one finger action now.
    public func perform(_ action: TouchAction) throws(InputDeviceError) {
        try send(encoder.events(for: action, at: .now()))
    }
}
