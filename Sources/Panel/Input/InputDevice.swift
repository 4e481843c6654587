import Glibc

/// One item read from a device: an event, or the start of a resynchronization after the
/// kernel dropped events (the sync events that follow describe the device's true state).
public enum InputDeviceReadItem: Hashable, Sendable {
    case event(RawInputEvent)
    case resynchronize(MonotonicTime)
}

/// An open input device as the hot-plug source sees it: an evdev node through libevdev,
/// or a stand-in in tests.
public protocol InputDevice: AnyObject {
    /// The device node, e.g. /dev/input/event3.
    var path: String { get }
    /// The descriptor the event loop waits on.
    var fileDescriptor: Int32 { get }
    var capabilities: InputDeviceCapabilities { get }
    /// Reads everything pending without blocking. Returns nil when all was read, or the
    /// errno that ended reading when the device failed (ENODEV once it is unplugged).
    func readPending(into items: inout [InputDeviceReadItem]) -> Int32?
}

/// An input device that could not be opened or read, with the reason.
public struct InputDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The errno behind it, 0 when there is none.
    public var code: Int32
    public var message: String

    public init(path: String, code: Int32, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// Worth trying again shortly: a new node whose permissions udev has not set yet, or
    /// that the driver has not finished registering.
    public var isTransient: Bool {
        code == EACCES || code == EPERM || code == ENOENT || code == ENXIO || code == ENODEV || code == EAGAIN || code == EBUSY
    }

    public var description: String { "\(path): \(message)" }
}

/// The text of an errno value.
func errnoDescription(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

/// Writes text to file descriptor 2 (stderr's FILE is shared mutable state in Swift 6).
func writeStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in raw.baseAddress.map { write(2, $0 + offset, raw.count - offset) } ?? -1 }
        if written <= 0 { return }
        offset += written
    }
}
