import Glibc

/// Whole-file reads with a size limit. A path given on the command line can name anything
/// (`/dev/zero`, a directory, a FIFO no one writes to): each read says which kinds of file
/// it takes and how many bytes at most, and stops there instead of reading until memory
/// runs out. The limits of each kind of file are in docs/state-and-files.md.
public enum FileReader {
    /// Which files a read takes.
    public enum Accepting: Sendable {
        /// Regular files only: panel files, state files, reports.
        case regularFiles
        /// Regular files and pipes: a touch script or recording may come from another
        /// program (`--script <(generate)`, a named FIFO).
        case regularFilesAndPipes
    }

    /// The file's bytes; throws when it cannot be opened or read, is not of an accepted
    /// kind, or holds more than `limit` bytes.
    public static func read(_ path: String, limit: Int, accepting: Accepting = .regularFiles) throws(FileReadError) -> [UInt8] {
        let limit = max(0, limit)
        // Non-blocking, so that opening a FIFO without a writer returns at once and can
        // be refused; a pipe that is accepted is opened again below, blocking.
        var fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileReadError(path: path, problem: .cannotOpen(errno: errno)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw FileReadError(path: path, problem: .cannotRead(errno: errno)) }
        let type = status.st_mode & S_IFMT
        switch (type, accepting) {
        case (S_IFREG, _):
            if Int64(status.st_size) > Int64(limit) { throw FileReadError(path: path, problem: .tooLarge(limit: limit)) }
        case (S_IFIFO, .regularFilesAndPipes):
            close(fd)
            fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw FileReadError(path: path, problem: .cannotOpen(errno: errno)) }
        default:
            throw FileReadError(path: path, problem: .notAccepted(kind: FileReader.kindDescription(type), accepting: accepting))
        }

        // Files in /proc and /sys say they are empty: the size is checked while reading.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, problem: .cannotRead(errno: errno))
            }
            if count == 0 { return bytes }
            guard count <= limit - bytes.count else { throw FileReadError(path: path, problem: .tooLarge(limit: limit)) }
            bytes += chunk[0..<count]
        }
    }

    /// "a directory", "a character device"...: what a path names, for messages.
    static func kindDescription(_ type: mode_t) -> String {
        switch type {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a pipe"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }
}
