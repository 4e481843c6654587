import CEvdev
import Glibc
import PanelBase

/// A multitouch touchscreen made through uinput with libevdev, with the properties of a
/// real one (INPUT_PROP_DIRECT, BTN_TOUCH, ten protocol-B slots or protocol A, MT and
/// single-touch axes over the framebuffer's pixels, with a resolution). `panel-app simulate` plays touch
/// scripts into it so a running panel sees them as a real kernel device.
public final class VirtualTouchscreen {
    public let capabilities: InputDeviceCapabilities
    /// The event node the kernel made, e.g. /dev/input/event4 (nil if sysfs cannot say).
    public let devicePath: String?
    public private(set) var encoder: VirtualTouchEncoder
    private let template: OpaquePointer
    private let uinput: OpaquePointer
    private let uinputDescriptor: Int32

    /// Creates the device. Throws with a clear message where there is no uinput (a kernel
    /// without the module, a container) or no permission to use it.
    public init(transform: ScreenTransform, name: String = "Panel Virtual Touchscreen", uinputPath: String = "/dev/uinput",
                protocol multitouchProtocol: MultitouchProtocol = .b) throws(InputDeviceError) {
        let description = VirtualTouchEncoder.capabilities(for: transform, name: name, protocol: multitouchProtocol)
        let fd = open(uinputPath, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            let hint: String
            switch code {
            case ENOENT, ENODEV, ENXIO:
                hint = "this system has no uinput: load the module (modprobe uinput) or use a kernel with CONFIG_INPUT_UINPUT"
            case EACCES, EPERM:
                hint = "permission denied: run as root or give this user access to \(uinputPath)"
            default:
                hint = errnoDescription(code)
            }
            throw InputDeviceError(path: uinputPath, code: code, message: "cannot create a virtual touchscreen: \(hint)")
        }
        guard let device = libevdev_new() else {
            close(fd)
            throw InputDeviceError(path: uinputPath, code: ENOMEM, message: "cannot allocate a libevdev device")
        }
        libevdev_set_name(device, name)
        libevdev_set_id_bustype(device, Int32(description.busType))
        libevdev_set_id_vendor(device, Int32(description.vendor))
        libevdev_set_id_product(device, Int32(description.product))
        libevdev_set_id_version(device, Int32(description.version))
        for property in description.properties { libevdev_enable_property(device, UInt32(property)) }
        for key in description.keys { libevdev_enable_event_code(device, UInt32(LinuxInputCode.key), UInt32(key), nil) }
        for (code, axis) in description.absoluteAxes.sorted(by: { $0.key < $1.key }) {
            var info = input_absinfo(value: 0, minimum: axis.minimum, maximum: axis.maximum, fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
            libevdev_enable_event_code(device, UInt32(LinuxInputCode.absolute), UInt32(code), &info)
        }
        var created: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(device, fd, &created)
        guard rc == 0, let created else {
            libevdev_free(device)
            close(fd)
            throw InputDeviceError(path: uinputPath, code: -rc, message: "uinput refused the touchscreen: \(errnoDescription(-rc))")
        }
        self.template = device
        self.uinput = created
        self.uinputDescriptor = fd
        self.capabilities = description
        self.encoder = VirtualTouchEncoder(transform: transform, protocol: multitouchProtocol)
        self.devicePath = libevdev_uinput_get_devnode(created).map { String(cString: $0) }
    }

    deinit {
        libevdev_uinput_destroy(uinput)
        libevdev_free(template)
        close(uinputDescriptor)
    }

    /// Writes raw events to the device; the kernel stamps them as they arrive.
    public func send(_ events: [RawInputEvent]) throws(InputDeviceError) {
        for event in events {
            let rc = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
            if rc != 0 {
                throw InputDeviceError(path: devicePath ?? "uinput", code: -rc, message: "cannot send touch events: \(errnoDescription(-rc))")
            }
        }
    }

    /// Performs one finger action now.
    public func perform(_ action: TouchAction) throws(InputDeviceError) {
        try send(encoder.events(for: action, at: .now()))
    }

    /// Plays a script at real time from now; `report` hears each action as it happens.
    /// Returns the problems the script met (unknown labels and the like).
    @discardableResult
    public func play(_ script: TouchScript, resolveLabel: @escaping (String) -> FixedPoint? = { _ in nil },
                     report: (TouchAction) -> Void = { _ in }) throws(InputDeviceError) -> [InputFileError] {
        var player = TouchScriptPlayer(script: script, resolveLabel: resolveLabel)
        let start = MonotonicTime.now()
        while let offset = player.nextOffset() {
            VirtualTouchscreen.sleep(until: start + offset)
            for action in player.actions(upTo: offset) {
                try perform(action)
                report(action)
            }
        }
        return player.problems
    }

    /// Sleeps on CLOCK_MONOTONIC until `time`, resuming after signals.
    static func sleep(until time: MonotonicTime) {
        // A time before the clock's start is "now"; tv_nsec must stay within 0..<1e9.
        let nanoseconds = max(time.nanoseconds, 0)
        var deadline = timespec(tv_sec: Int(nanoseconds / Nanoseconds.perSecond), tv_nsec: Int(nanoseconds % Nanoseconds.perSecond))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    }
}
