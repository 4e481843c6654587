import CEvdev
import Glibc
import PanelBase

/// An evdev device node read through libevdev: non-blocking, timestamps on CLOCK_MONOTONIC,
/// SYN_DROPPED handled with libevdev's sync mode, optionally grabbed (EVIOCGRAB) so the
/// console and other programs do not see its events.
public final class EvdevDevice: InputDevice {
    public let path: String
    public let fileDescriptor: Int32
    public let capabilities: InputDeviceCapabilities
    public let isGrabbed: Bool
    private let device: OpaquePointer
    /// Between a SYN_DROPPED and the end of libevdev's sync events.
    private var synchronizing = false

    /// Bounds one read so a flooding device cannot starve the rest of the loop; the loop's
    /// level-triggered epoll comes back for the remainder.
    static let maximumEventsPerRead = 4096

    /// Opens `path` read-only and non-blocking and reads its capabilities.
    public init(path: String, grab: Bool = false) throws(InputDeviceError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw InputDeviceError(path: path, code: code, message: "cannot open: \(errnoDescription(code))")
        }
        var handle: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &handle)
        guard rc == 0, let handle else {
            close(fd)
            throw InputDeviceError(path: path, code: -rc, message: "not an evdev device: \(errnoDescription(-rc))")
        }
        // Kernel timestamps on the clock that page flips and timers use.
        _ = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
        // Grab before self is complete: once it is, a throw would run deinit as well.
        if grab {
            let result = libevdev_grab(handle, LIBEVDEV_GRAB)
            if result != 0 {
                libevdev_free(handle)
                close(fd)
                throw InputDeviceError(path: path, code: -result, message: "cannot grab (another program holds it?): \(errnoDescription(-result))")
            }
        }
        self.isGrabbed = grab
        self.path = path
        self.fileDescriptor = fd
        self.device = handle
        self.capabilities = EvdevDevice.readCapabilities(handle)
    }

    deinit {
        if isGrabbed { _ = libevdev_grab(device, LIBEVDEV_UNGRAB) }
        libevdev_free(device)
        close(fileDescriptor)
    }

    static func readCapabilities(_ device: OpaquePointer) -> InputDeviceCapabilities {
        typealias C = LinuxInputCode
        var capabilities = InputDeviceCapabilities(
            name: libevdev_get_name(device).map { String(cString: $0) } ?? "",
            busType: Int(libevdev_get_id_bustype(device)),
            vendor: Int(libevdev_get_id_vendor(device)),
            product: Int(libevdev_get_id_product(device)),
            version: Int(libevdev_get_id_version(device)))
        for property in 0...C.maxProperty where libevdev_has_property(device, UInt32(property)) != 0 {
            capabilities.properties.insert(property)
        }
        for code in 0...C.maxKey where libevdev_has_event_code(device, UInt32(C.key), UInt32(code)) != 0 {
            capabilities.keys.insert(code)
        }
        for code in 0...C.maxRelative where libevdev_has_event_code(device, UInt32(C.relative), UInt32(code)) != 0 {
            capabilities.relativeAxes.insert(code)
        }
        for code in 0...C.maxAbsolute where libevdev_has_event_code(device, UInt32(C.absolute), UInt32(code)) != 0 {
            if let info = libevdev_get_abs_info(device, UInt32(code)) {
                capabilities.absoluteAxes[code] = AbsoluteAxisInfo(
                    minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                    fuzz: info.pointee.fuzz, flat: info.pointee.flat, resolution: info.pointee.resolution,
                    value: info.pointee.value)
            }
        }
        return capabilities
    }

    public func readPending(into items: inout [InputDeviceReadItem]) -> Int32? {
        var event = input_event()
        for _ in 0..<EvdevDevice.maximumEventsPerRead {
            let flags = synchronizing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
            let rc = libevdev_next_event(device, flags, &event)
            if rc == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) {
                items.append(.event(EvdevDevice.rawEvent(event)))
            } else if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                if synchronizing {
                    items.append(.event(EvdevDevice.rawEvent(event)))
                } else {
                    // This is the SYN_DROPPED itself; the device's state follows as sync events.
                    synchronizing = true
                    items.append(.resynchronize(EvdevDevice.rawEvent(event).time))
                }
            } else if rc == -EAGAIN {
                if synchronizing {
                    synchronizing = false   // sync done: back to the normal queue
                } else {
                    return nil
                }
            } else {
                return rc < 0 ? -rc : EIO
            }
        }
        return nil
    }

    static func rawEvent(_ event: input_event) -> RawInputEvent {
        var copy = event
        let seconds = panel_input_event_seconds(&copy)
        let microseconds = panel_input_event_microseconds(&copy)
        return RawInputEvent(type: event.type, code: event.code, value: event.value,
                             time: MonotonicTime(nanoseconds: Nanoseconds.from(seconds: Int64(seconds), nanoseconds: Nanoseconds.product(Int64(microseconds), Nanoseconds.perMicrosecond))))
    }
}
