import Glibc
import PanelBase

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
