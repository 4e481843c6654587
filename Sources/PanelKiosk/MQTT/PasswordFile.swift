import Glibc
import Panel

/// The broker password, read from a file only its owner can read: a file that its group or
/// anyone else may read, or that is not a regular file, is refused (it would have leaked
/// already). Its first line is the password; it is never logged, and errors name the file,
/// never its contents.
enum PasswordFile {
    /// The longest password file read: passwords are short, a large file is a mistake.
    static let maximumBytes = 4096

    static func read(_ path: String) throws(UsageError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw UsageError(description: "\(path): cannot open the password file (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw UsageError(description: "\(path): the password file must be a regular file")
        }
        guard status.st_mode & 0o077 == 0 else {
            let mode = String(status.st_mode & 0o777, radix: 8)
            throw UsageError(description: "\(path): the password file may be read by others (mode \(mode)); allow its owner only: chmod 600 \(path)")
        }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw UsageError(description: "\(path): cannot read the password file") }
            if got == 0 { break }
            count += got
        }
        guard count <= maximumBytes else { throw UsageError(description: "\(path): the password file is larger than \(maximumBytes) bytes") }
        let line = bytes[..<count].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        guard let password = String(validating: line, as: UTF8.self), !password.isEmpty else {
            throw UsageError(description: "\(path): the password file's first line is empty or not UTF-8")
        }
        return password
    }
}
