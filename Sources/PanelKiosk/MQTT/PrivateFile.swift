import Glibc
import Panel

/// A file only its owner may read (a password, a TLS private key): one its group or anyone
/// else may read, a link, or anything but a regular file is refused, since it would have
/// leaked already. Errors name the file, never its contents.
enum PrivateFile {
    /// An open descriptor on `path` (the caller closes it), after the checks; `what` names
    /// the file in messages ("password file", "TLS key").
    static func open(_ path: String, what: String) throws(UsageError) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw UsageError(description: "\(path): cannot open the \(what) (\(String(cString: strerror(errno))))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw UsageError(description: "\(path): the \(what) must be a regular file")
        }
        guard status.st_mode & 0o077 == 0 else {
            close(descriptor)
            let mode = String(status.st_mode & 0o777, radix: 8)
            throw UsageError(description: "\(path): the \(what) may be read by others (mode \(mode)); allow its owner only: chmod 600 \(path)")
        }
        return descriptor
    }

    /// Checks `path` as `open` does, and leaves it closed (a file another library reads).
    static func check(_ path: String, what: String) throws(UsageError) {
        close(try open(path, what: what))
    }
}
