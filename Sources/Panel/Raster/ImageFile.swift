import Glibc

/// What can go wrong reading or writing an image file, naming the file.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(String, String)
    case cannotWrite(String, String)
    case malformed(String, String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason): return "\(path): cannot open: \(reason)"
        case let .cannotWrite(path, reason): return "\(path): cannot write: \(reason)"
        case let .malformed(path, reason): return "\(path): \(reason)"
        }
    }
}

/// Whole-file reads and writes with Glibc (the framework has no Foundation).
enum ImageFile {
    static func read(_ path: String) throws(ImageFileError) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw .cannotOpen(path, String(cString: strerror(errno))) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { bytes += chunk[0..<n] }
            if n < chunk.count { break }
        }
        if ferror(file) != 0 { throw .cannotOpen(path, "read error") }
        return bytes
    }

    /// Writes through a temporary file and a rename, so a reader never sees half a file.
    static func write(_ bytes: [UInt8], to path: String) throws(ImageFileError) {
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "wb") else { throw .cannotWrite(path, String(cString: strerror(errno))) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            unlink(temporary)
            throw .cannotWrite(path, "short write")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path, reason)
        }
    }
}
