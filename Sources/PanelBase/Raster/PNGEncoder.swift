import CZlib

/// Writes a surface as an 8-bit RGBA PNG (straight alpha, as PNG defines it).
///
/// Un-premultiplying is exact and reversible for premultiplied 8-bit input
/// (`PNGDecoder` gives back the same `PixelColor`s), so a PNG is a lossless record of a
/// surface: golden images are compared byte for byte.
public enum PNGEncoder {
    /// The PNG file's bytes.
    public static func encode(_ surface: Surface) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(surface.width), to: &header)
        appendBigEndian(UInt32(surface.height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", compress(filteredRows(surface)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Writes the PNG to `path`, replacing any file there.
    public static func write(_ surface: Surface, to path: String) throws(ImageFileError) {
        try ImageFile.write(encode(surface), to: path)
    }

    /// Straight RGBA bytes of one pixel.
    @inlinable static func straightRGBA(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = pixel >> 24
        if a == 255 || a == 0 {
            return (UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel), UInt8(a))
        }
        func unpremultiply(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (unpremultiply((pixel >> 16) & 0xFF), unpremultiply((pixel >> 8) & 0xFF), unpremultiply(pixel & 0xFF), UInt8(a))
    }

    /// Each row prefixed with the PNG filter (None, Sub, Up, Average, Paeth) that makes its
    /// bytes smallest in absolute value: the usual heuristic for good compression.
    static func filteredRows(_ surface: Surface) -> [UInt8] {
        let rowBytes = surface.width * 4
        var result: [UInt8] = []
        result.reserveCapacity((rowBytes + 1) * surface.height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<surface.height {
            let source = surface.row(y)
            for x in 0..<surface.width {
                let (r, g, b, a) = straightRGBA(source[x])
                current[4 * x] = r; current[4 * x + 1] = g; current[4 * x + 2] = b; current[4 * x + 3] = a
            }
            var bestFilter: UInt8 = 0
            var bestScore = Int.max
            for filter in UInt8(0)...4 {
                var score = 0
                for i in 0..<rowBytes {
                    let left = i >= 4 ? current[i - 4] : 0
                    let up = previous[i]
                    let upLeft = i >= 4 ? previous[i - 4] : 0
                    let predicted = PNGFilter.predictor(filter, left: left, up: up, upLeft: upLeft)
                    let value = current[i] &- predicted
                    candidate[i] = value
                    score += Int(Int8(bitPattern: value).magnitude)
                }
                if score < bestScore {
                    bestScore = score
                    bestFilter = filter
                    swap(&best, &candidate)
                }
            }
            result.append(bestFilter)
            result += best
            swap(&previous, &current)
        }
        return result
    }

    static func compress(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(data.count), 6)
            }
        }
        // compress2 only fails for lack of memory or a too-small buffer, neither possible here.
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        output.removeSubrange(Int(length)...)
        return output
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt(data.count)) }
        out += typeBytes
        out += data
        appendBigEndian(UInt32(crc), to: &out)
    }

    static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// PNG's five row predictors, shared by encoder and decoder.
enum PNGFilter {
    @inline(__always)
    static func predictor(_ filter: UInt8, left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        switch filter {
        case 1: return left
        case 2: return up
        case 3: return UInt8((Int(left) + Int(up)) / 2)
        case 4:
            let p = Int(left) + Int(up) - Int(upLeft)
            let pa = abs(p - Int(left)), pb = abs(p - Int(up)), pc = abs(p - Int(upLeft))
            if pa <= pb && pa <= pc { return left }
            return pb <= pc ? up : upLeft
        default: return 0
        }
    }
}
