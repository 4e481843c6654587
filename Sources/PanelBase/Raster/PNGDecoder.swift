import CZlib

/// Reads 8-bit RGBA, RGB, grey and grey+alpha non-interlaced PNGs (what Panel writes,
/// what QEMU's screendump writes) into a premultiplied surface.
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8], name: String = "PNG data") throws(ImageFileError) -> Surface {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw .malformed(name, "not a PNG file (bad signature)")
        }
        var offset = 8
        var width = 0, height = 0, colorType = -1
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(readBigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let dataStart = offset + 8
            guard length >= 0, dataStart + length + 4 <= bytes.count else {
                throw .malformed(name, "chunk \(type) at byte \(offset) runs past the end of the file")
            }
            let data = bytes[dataStart..<(dataStart + length)]
            switch type {
            case "IHDR":
                guard length == 13 else { throw .malformed(name, "IHDR has length \(length), expected 13") }
                width = Int(readBigEndian(bytes, dataStart))
                height = Int(readBigEndian(bytes, dataStart + 4))
                let depth = bytes[dataStart + 8]
                colorType = Int(bytes[dataStart + 9])
                let interlace = bytes[dataStart + 12]
                guard depth == 8, [0, 2, 4, 6].contains(colorType), interlace == 0 else {
                    throw .malformed(name, "unsupported PNG: bit depth \(depth), colour type \(colorType), interlace \(interlace) (8-bit non-interlaced grey/RGB/RGBA only)")
                }
                guard width > 0, height > 0, width <= 16384, height <= 16384 else {
                    throw .malformed(name, "image size \(width)x\(height) is out of range")
                }
            case "IDAT":
                compressed += data
            case "IEND":
                offset = bytes.count
                continue
            default:
                break
            }
            offset = dataStart + length + 4
        }
        guard colorType >= 0 else { throw .malformed(name, "no IHDR chunk") }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][colorType]!
        let rowBytes = width * channels
        let raw = try inflate(compressed, expected: (rowBytes + 1) * height, name: name)

        let surface = Surface(width: width, height: height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let start = y * (rowBytes + 1)
            let filter = raw[start]
            guard filter <= 4 else { throw .malformed(name, "row \(y) has unknown filter type \(filter)") }
            for i in 0..<rowBytes {
                let left = i >= channels ? current[i - channels] : 0
                let upLeft = i >= channels ? previous[i - channels] : 0
                current[i] = raw[start + 1 + i] &+ PNGFilter.predictor(filter, left: left, up: previous[i], upLeft: upLeft)
            }
            let target = surface.row(y)
            for x in 0..<width {
                let p = x * channels
                let (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
                switch channels {
                case 1: (r, g, b, a) = (current[p], current[p], current[p], 255)
                case 2: (r, g, b, a) = (current[p], current[p], current[p], current[p + 1])
                case 3: (r, g, b, a) = (current[p], current[p + 1], current[p + 2], 255)
                default: (r, g, b, a) = (current[p], current[p + 1], current[p + 2], current[p + 3])
                }
                target[x] = PixelColor(red: r, green: g, blue: b, alpha: a).argb
            }
            swap(&previous, &current)
        }
        return surface
    }

    /// Reads and decodes the PNG at `path`.
    public static func read(from path: String) throws(ImageFileError) -> Surface {
        try decode(ImageFile.read(path), name: path)
    }

    static func inflate(_ data: [UInt8], expected: Int, name: String) throws(ImageFileError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected)
        var length = uLongf(expected)
        let status = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, uLong(data.count))
            }
        }
        guard status == Z_OK, Int(length) == expected else {
            throw .malformed(name, "image data does not inflate to \(expected) bytes (zlib status \(status))")
        }
        return output
    }

    static func readBigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
