import Glibc
import PanelBase

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
