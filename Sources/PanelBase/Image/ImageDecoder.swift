/// Decodes PNG and JPEG files into premultiplied surfaces, through libpng and
/// libjpeg-turbo, within `ImageLimits`. Every failure is an `ImageDecodeError` naming the
/// file and the reason; no input makes it trap.
public enum ImageDecoder {
    /// The image in the file at `path`, read through `FileReader` (regular files only, at
    /// most `ImageLimits.maximumFileBytes`).
    public static func decodeFile(_ path: String) throws(ImageDecodeError) -> Surface {
        let bytes: [UInt8]
        do { bytes = try FileReader.read(path, limit: ImageLimits.maximumFileBytes) } catch {
            throw ImageDecodeError(path: path, problem: .unreadable(error))
        }
        return try decode(bytes, path: path)
    }

    /// The image in `bytes`; `path` names them in errors.
    public static func decode(_ bytes: [UInt8], path: String = "image data") throws(ImageDecodeError) -> Surface {
        let result = bytes.withUnsafeBytes { raw -> Result<Surface, ImageDecodeError> in
            do throws(ImageDecodeError) {
                guard raw.count > 0 else { throw ImageDecodeError(path: path, problem: .empty) }
                switch ImageFormat(sniffing: raw) {
                case .png: return .success(try LibPNGDecoder.decode(raw, path: path))
                case .jpeg: return .success(try LibJPEGDecoder.decode(raw, path: path))
                case nil: throw ImageDecodeError(path: path, problem: .notAnImage)
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
