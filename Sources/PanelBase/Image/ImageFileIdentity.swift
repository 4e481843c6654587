import Glibc

/// Which file a path named when it was read: device, inode, size and modification time.
/// A file replaced or rewritten under the same path gets another identity, so a cache
/// keyed by it decodes the new file.
public struct ImageFileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: Int64

    /// The identity of the file at `path` now, or nil when it cannot be examined.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
    }
}
