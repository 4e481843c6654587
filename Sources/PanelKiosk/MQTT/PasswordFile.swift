import Glibc
import Panel

/// The broker password, read from a file only its owner can read (`PrivateFile`). Its first
/// line is the password; it is never logged, and errors name the file, never its contents.
enum PasswordFile {
    /// The longest password file read: passwords are short, a large file is a mistake.
    static let maximumBytes = 4096

    static func read(_ path: String) throws(UsageError) -> String {
        let descriptor = try PrivateFile.open(path, what: "password file")
        defer { close(descriptor) }
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
