import Glibc

struct FileReadFailure: Error { var reason: String }

/// A whole file as UTF-8 text (invalid bytes become U+FFFD).
func readWholeFile(_ path: String) throws(FileReadFailure) -> String {
    guard let file = fopen(path, "rb") else { throw FileReadFailure(reason: String(cString: strerror(errno))) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        bytes += buffer[0..<n]
        if n < buffer.count { break }
    }
    if ferror(file) != 0 { throw FileReadFailure(reason: "read error") }
    return String(decoding: bytes, as: UTF8.self)
}

/// A line on standard error, for command-line errors (the log uses `Log`).
func printError(_ message: String) {
    _ = (message + "\n").withCString { write(2, $0, strlen($0)) }
}
