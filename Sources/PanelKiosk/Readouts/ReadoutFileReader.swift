import Glibc

/// A readout's file (a sysfs or hwmon attribute: `/sys/class/thermal/thermal_zone0/temp`)
/// read in one small bounded read: a regular file of a few bytes, which the kernel answers
/// at once. Opened without blocking, so a FIFO or a device put there by mistake is refused
/// rather than waited for.
enum ReadoutFileReader {
    /// The most read of the file: a number and its newline fit many times over.
    static let readBytes = 128

    static func read(_ path: String) -> Result<String, CommandRejection> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return .failure(CommandRejection(description: "cannot open \(path): \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(CommandRejection(description: "\(path) is not a regular file"))
        }
        var buffer = [UInt8](repeating: 0, count: readBytes)
        var count = -1
        repeat { count = Glibc.read(fd, &buffer, readBytes) } while count < 0 && errno == EINTR
        guard count >= 0 else { return .failure(CommandRejection(description: "cannot read \(path): \(String(cString: strerror(errno)))")) }
        let firstLine = buffer[..<count].split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        return .success(String(decoding: firstLine, as: UTF8.self))
    }
}
