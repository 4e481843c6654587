import CEvdev
import Glibc
import PanelBase

/// An input device made through uinput with libevdev from the capabilities it is to
/// announce: the kernel gives it an event node that any reader (a running panel) sees as
/// a real device. The virtual touchscreen, keyboard and dial of `panel-app simulate`.
public final class UInputDevice {
    public let capabilities: InputDeviceCapabilities
    /// The event node the kernel made, e.g. /dev/input/event4 (nil if sysfs cannot say).
    public let devicePath: String?
    private let template: OpaquePointer
    private let uinput: OpaquePointer
    private let uinputDescriptor: Int32

    /// Creates the device. Throws with a clear message where there is no uinput (a kernel
    /// without the module, a container) or no permission to use it; `what` names the
    /// device in it ("a virtual keyboard").
    public init(_ description: InputDeviceCapabilities, what: String, uinputPath: String = "/dev/uinput") throws(InputDeviceError) {
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
            throw InputDeviceError(path: uinputPath, code: code, message: "cannot create \(what): \(hint)")
        }
        guard let device = libevdev_new() else {
            close(fd)
            throw InputDeviceError(path: uinputPath, code: ENOMEM, message: "cannot allocate a libevdev device")
        }
        libevdev_set_name(device, description.name)
        libevdev_set_id_bustype(device, Int32(description.busType))
        libevdev_set_id_vendor(device, Int32(description.vendor))
        libevdev_set_id_product(device, Int32(description.product))
        libevdev_set_id_version(device, Int32(description.version))
        for property in description.properties { libevdev_enable_property(device, UInt32(property)) }
        for key in description.keys.sorted() { libevdev_enable_event_code(device, UInt32(LinuxInputCode.key), UInt32(key), nil) }
        for axis in description.relativeAxes.sorted() {
            libevdev_enable_event_code(device, UInt32(LinuxInputCode.relative), UInt32(axis), nil)
        }
        for (code, axis) in description.absoluteAxes.sorted(by: { $0.key < $1.key }) {
            var info = input_absinfo(value: 0, minimum: axis.minimum, maximum: axis.maximum, fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
            libevdev_enable_event_code(device, UInt32(LinuxInputCode.absolute), UInt32(code), &info)
        }
        var created: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(device, fd, &created)
        guard rc == 0, let created else {
            libevdev_free(device)
            close(fd)
            throw InputDeviceError(path: uinputPath, code: -rc, message: "uinput refused \(what): \(errnoDescription(-rc))")
        }
        self.template = device
        self.uinput = created
        self.uinputDescriptor = fd
        self.capabilities = description
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
                throw InputDeviceError(path: devicePath ?? "uinput", code: -rc, message: "cannot send input events: \(errnoDescription(-rc))")
            }
        }
    }
}
