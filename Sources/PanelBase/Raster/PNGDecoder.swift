/// The PNG files Panel reads for itself (golden images, screenshots of the virtual kiosk),
/// through the one PNG decoder it has, libpng's (`LibPNGDecoder`), into a premultiplied
/// surface; mistakes are `ImageFileError`s naming the file.
public enum PNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func decode(_ bytes: [UInt8], name: String = "PNG data") throws(ImageFileError) -> Surface {
        guard bytes.count >= signature.count, bytes.prefix(signature.count).elementsEqual(signature) else {
            throw .malformed(name, "not a PNG file (bad signature)")
        }
        let decoded: Result<Surface, ImageDecodeError> = bytes.withUnsafeBytes { buffer in
            do throws(ImageDecodeError) { return .success(try LibPNGDecoder.decode(buffer, path: name)) } catch { return .failure(error) }
        }
        switch decoded {
        case .success(let surface): return surface
        case .failure(let error): throw .malformed(name, error.reason)
        }
    }

    /// Reads and decodes the PNG at `path`.
    public static func read(from path: String) throws(ImageFileError) -> Surface {
        try decode(ImageFile.read(path), name: path)
    }
}
