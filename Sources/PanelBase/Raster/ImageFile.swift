import Glibc

/// Whole-file reads and writes with Glibc (the framework has no Foundation).
enum ImageFile {
    /// The most an image file read whole may hold.
    static let byteLimit = 64 << 20

    static func read(_ path: String) throws(ImageFileError) -> [UInt8] {
        do { return try FileReader.read(path, limit: byteLimit) } catch {
            if case let .cannotOpen(code) = error.problem { throw .cannotOpen(path, errnoDescription(code)) }
            throw .malformed(path, "the file \(error.reason)")
        }
    }

    /// Writes through a temporary file and a rename, so a reader never sees half a file;
    /// only a regular file is replaced (`OutputFile`).
    static func write(_ bytes: [UInt8], to path: String) throws(ImageFileError) {
        do { try OutputFile.write(bytes, to: path) } catch { throw .cannotWrite(path, error.reason) }
    }
}
