import Glibc

/// A touch script or recording that could not be read: names the file, the line (1-based,
/// 0 when the file itself is the problem) and what was expected there.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// Reads a whole text file, for scripts and recordings (Panel does without Foundation).
func readTextFile(_ path: String) throws(InputFileError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
        throw InputFileError(file: path, line: 0, message: "cannot open: \(errnoDescription(errno))")
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw InputFileError(file: path, line: 0, message: "cannot read: \(errnoDescription(errno))")
        }
        if count == 0 { break }
        bytes += chunk[0..<count]
        if bytes.count > 64 << 20 {
            throw InputFileError(file: path, line: 0, message: "larger than 64 MB: not a script or recording")
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Splits text into lines, accepting \n and \r\n endings (Swift sees "\r\n" as one
/// character, so both are named).
func textLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
}
