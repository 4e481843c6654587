import Glibc

/// A path inside the repository, found from this file's own location.
func repositoryPath(_ relative: String, file: String = #filePath) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while let last = parts.last, last != "Tests" { parts.removeLast() }
    parts.removeLast()
    return parts.joined(separator: "/") + "/" + relative
}

struct FileReadError: Error { let path: String }

func readTextFile(_ path: String) throws -> String {
    guard let file = fopen(path, "rb") else { throw FileReadError(path: path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
        bytes += buffer[0..<n]
        if n < 4096 { break }
    }
    return String(decoding: bytes, as: UTF8.self)
}
