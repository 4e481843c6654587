import Glibc
import PanelBase

/// Watches one directory with inotify for entries appearing, changing permissions and
/// disappearing: the hot-plug signal for /dev/input, which needs no udev.
public final class DirectoryWatcher {
    public enum Change: Hashable, Sendable {
        /// Created or moved in.
        case added(String)
        /// Attributes changed (udev setting permissions on a new node).
        case attributesChanged(String)
        /// Deleted or moved out.
        case removed(String)
        /// The kernel's queue overflowed: rescan the directory.
        case overflow
    }

    public let directory: String
    public let fileDescriptor: Int32

    public init(directory: String) throws(InputDeviceError) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            let code = errno
            throw InputDeviceError(path: directory, code: code, message: "cannot start inotify: \(errnoDescription(code))")
        }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MOVED_TO | IN_MOVED_FROM)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            let code = errno
            close(fd)
            throw InputDeviceError(path: directory, code: code, message: "cannot watch for devices: \(errnoDescription(code))")
        }
        self.directory = directory
        self.fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Reads the pending changes without blocking.
    public func readChanges() -> [Change] {
        var changes: [Change] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            changes += DirectoryWatcher.parse(buffer[0..<count])
        }
        return changes
    }

    /// Decodes a run of `struct inotify_event` records (wd, mask, cookie, len, name).
    static func parse(_ bytes: ArraySlice<UInt8>) -> [Change] {
        var changes: [Change] = []
        var offset = bytes.startIndex
        func word(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        while offset + 16 <= bytes.endIndex {
            let mask = word(offset + 4)
            let length = Int(word(offset + 12))
            let nameStart = offset + 16
            guard nameStart + length <= bytes.endIndex else { break }
            let nameBytes = bytes[nameStart..<(nameStart + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset = nameStart + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                changes.append(.overflow)
            } else if name.isEmpty {
                continue
            } else if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                changes.append(.added(name))
            } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                changes.append(.removed(name))
            } else if mask & UInt32(IN_ATTRIB) != 0 {
                changes.append(.attributesChanged(name))
            }
        }
        return changes
    }

    /// The names in the directory now, sorted.
    public func currentEntries() -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
