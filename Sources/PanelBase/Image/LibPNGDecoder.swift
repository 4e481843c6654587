import CPNG

/// PNG through libpng: every colour type, bit depth and interlacing, with transparency
/// (tRNS) as alpha. 16-bit samples are scaled to 8 bits; gamma and colour profiles are not
/// applied (the samples are taken as sRGB).
enum LibPNGDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws(ImageDecodeError) -> Surface {
        let decoder = UnsafeMutablePointer<panel_png_decoder>.allocate(capacity: 1)
        defer {
            panel_png_end(decoder)
            decoder.deallocate()
        }
        let data = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        if panel_png_begin(decoder, data, bytes.count, UInt32(ImageLimits.maximumSide)) != 0 {
            let message = LibPNGDecoder.message(decoder)
            // libpng reports a size over the limit, or a zero one, as "Invalid IHDR data":
            // the header's own numbers say which.
            if let (width, height) = LibPNGDecoder.headerSize(bytes) {
                if width == 0 || height == 0 { throw ImageDecodeError(path: path, problem: .noPixels) }
                if width > ImageLimits.maximumSide || height > ImageLimits.maximumSide {
                    throw ImageDecodeError(path: path, problem: .tooLarge(width: width, height: height))
                }
            }
            throw ImageDecodeError(path: path, problem: .corrupt(message))
        }
        let surface = try DecodedPixels.surface(width: Int(decoder.pointee.width), height: Int(decoder.pointee.height), path: path)
        if panel_png_finish(decoder, UnsafeMutableRawPointer(surface.pixels).assumingMemoryBound(to: UInt8.self),
                            surface.stride * 4) != 0 {
            throw ImageDecodeError(path: path, problem: .corrupt(LibPNGDecoder.message(decoder)))
        }
        DecodedPixels.premultiply(surface)
        return surface
    }

    private static func message(_ decoder: UnsafeMutablePointer<panel_png_decoder>) -> String {
        withUnsafeBytes(of: &decoder.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The width and height in the IHDR chunk that follows the signature, if it is there.
    private static func headerSize(_ bytes: UnsafeRawBufferPointer) -> (Int, Int)? {
        guard bytes.count >= 24, bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else { return nil }
        func number(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) } }
        return (number(16), number(20))
    }
}
