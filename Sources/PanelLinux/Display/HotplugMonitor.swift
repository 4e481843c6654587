import Glibc
import CLinux
import PanelBase

/// Listens to the kernel's uevents (a NETLINK_KOBJECT_UEVENT socket, so no udev is
/// needed) for DRM hot-plug: a display being connected or disconnected.
public final class HotplugMonitor {
    /// Readable when a uevent arrives; may join an epoll set.
    public let fileDescriptor: Int32

    public init() throws {
        fileDescriptor = panel_uevent_socket()
        guard fileDescriptor >= 0 else {
            throw DisplayError.system(operation: "open uevent socket", path: "netlink", errno: errno)
        }
    }

    deinit { close(fileDescriptor) }

    /// Reads pending uevents without blocking; true when one was a DRM hot-plug.
    public func drainDRMHotplug() -> Bool {
        var found = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = recv(fileDescriptor, &buffer, buffer.count, 0)
            if n <= 0 { break }
            if HotplugMonitor.isDRMHotplug(buffer[0..<n]) { found = true }
        }
        return found
    }

    /// Blocks until a DRM hot-plug uevent arrives, or `timeoutMilliseconds` pass (-1: no
    /// limit). Returns whether one arrived.
    public func waitForDRMHotplug(timeoutMilliseconds: Int32 = -1) -> Bool {
        let start = MonotonicTime.now()
        while true {
            var remaining = timeoutMilliseconds
            if timeoutMilliseconds >= 0 {
                let elapsed = Int32((MonotonicTime.now() - start) / 1_000_000)
                remaining = Swift.max(0, timeoutMilliseconds - elapsed)
            }
            var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return false }
            if drainDRMHotplug() { return true }
            if timeoutMilliseconds >= 0 && remaining == 0 { return false }
        }
    }

    /// A uevent is NUL-separated "KEY=value" fields after an "action@devpath" header; DRM
    /// connector changes carry SUBSYSTEM=drm and HOTPLUG=1.
    static func isDRMHotplug<C: Collection>(_ message: C) -> Bool where C.Element == UInt8 {
        let fields = message.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return fields.contains("SUBSYSTEM=drm") && (fields.contains("HOTPLUG=1") || fields.first?.hasPrefix("add@") == true)
    }
}
