/// Writes a surface as a binary PPM (P6): 8-bit RGB rows, no alpha, no compression.
///
/// Pixels are premultiplied, so each one's RGB is its colour over black, as a display
/// that ignores alpha (XRGB8888 scanout) shows it. Scripts that compare screens read
/// PPM because it needs no decoder.
public enum PPMEncoder {
    /// The PPM file's bytes.
    public static func encode(_ surface: Surface) -> [UInt8] {
        var out = Array("P6\n\(surface.width) \(surface.height)\n255\n".utf8)
        out.reserveCapacity(out.count + surface.width * surface.height * 3)
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width {
                let pixel = row[x]
                out.append(UInt8(truncatingIfNeeded: pixel >> 16))
                out.append(UInt8(truncatingIfNeeded: pixel >> 8))
                out.append(UInt8(truncatingIfNeeded: pixel))
            }
        }
        return out
    }

    /// Writes the PPM to `path`, replacing any file there.
    public static func write(_ surface: Surface, to path: String) throws(ImageFileError) {
        try ImageFile.write(encode(surface), to: path)
    }
}
