import Glibc

/// Writes whole output files (snapshots, plots, reports, the state file) only as regular
/// files. A path that names a symbolic link, a device, a FIFO or a directory is refused
/// with a message, never replaced and never written through: `--output /dev/sda` or a
/// link planted where a report goes must not cost a disk or another file.
///
/// The new contents go to `PATH.tmp` and are renamed over the old file, so a reader never
/// sees half a file. A durable write also flushes the file before the rename and the
/// directory after it: after a power cut the path holds the old or the new contents.
public enum OutputFile {
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(OutputFileError) {
        try checkWritable(path)
        let temporary = path + ".tmp"
        // A temporary file left by a crash is replaced; anything else there is refused,
        // and the new one is created afresh so it cannot be a link to another file.
        var status = stat()
        if lstat(temporary, &status) == 0 {
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFLNK else {
                throw OutputFileError(path: path, reason: "\(temporary) is \(FileReader.kindDescription(type)) in the way of the temporary file")
            }
            unlink(temporary)
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputFileError(path: path, reason: errnoDescription(errno)) }
        func fail(_ reason: String) -> OutputFileError {
            close(fd)
            unlink(temporary)
            return OutputFileError(path: path, reason: reason)
        }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw fail(n == 0 ? "short write" : errnoDescription(errno)) }
            offset += n
        }
        if durable, fsync(fd) != 0 { throw fail("fsync: \(errnoDescription(errno))") }
        guard close(fd) == 0 else {
            let reason = errnoDescription(errno)
            unlink(temporary)
            throw OutputFileError(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = errnoDescription(errno)
            unlink(temporary)
            throw OutputFileError(path: path, reason: "rename: \(reason)")
        }
        if durable {
            // The rename is durable only once the directory entry is on disk.
            let slash = path.lastIndex(of: "/")
            let directory = slash.map { String(path[..<$0]) } ?? "."
            let dirfd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if dirfd >= 0 {
                fsync(dirfd)
                close(dirfd)
            }
        }
    }

    /// Throws unless `path` is free or names a regular file (not through a link).
    public static func checkWritable(_ path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the path is empty") }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw OutputFileError(path: path, reason: errnoDescription(errno))
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw OutputFileError(path: path, reason: "it is \(FileReader.kindDescription(type)), and output files are written only as regular files")
        }
    }
}
