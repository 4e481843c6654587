import CJPEG

/// JPEG through libjpeg-turbo: greyscale, YCbCr and RGB, and CMYK/YCCK converted to RGB
/// (Adobe's inverted CMYK included), baseline or progressive. EXIF orientation is not
/// applied: the pixels are shown as stored. A file that ends before its image does is an
/// error (libjpeg itself would pad the rest with grey).
enum LibJPEGDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws(ImageDecodeError) -> Surface {
        let decoder = UnsafeMutablePointer<panel_jpeg_decoder>.allocate(capacity: 1)
        defer {
            panel_jpeg_end(decoder)
            decoder.deallocate()
        }
        let data = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        if panel_jpeg_begin(decoder, data, bytes.count, UInt32(ImageLimits.maximumSide)) != 0 {
            let width = Int(decoder.pointee.info.image_width), height = Int(decoder.pointee.info.image_height)
            if width > ImageLimits.maximumSide || height > ImageLimits.maximumSide {
                throw ImageDecodeError(path: path, problem: .tooLarge(width: width, height: height))
            }
            throw ImageDecodeError(path: path, problem: .corrupt(LibJPEGDecoder.message(decoder)))
        }
        let surface = try DecodedPixels.surface(width: Int(decoder.pointee.width), height: Int(decoder.pointee.height), path: path)
        if panel_jpeg_finish(decoder, UnsafeMutableRawPointer(surface.pixels).assumingMemoryBound(to: UInt8.self),
                             surface.stride * 4) != 0 {
            throw ImageDecodeError(path: path, problem: .corrupt(LibJPEGDecoder.message(decoder)))
        }
        return surface
    }

    private static func message(_ decoder: UnsafeMutablePointer<panel_jpeg_decoder>) -> String {
        withUnsafeBytes(of: &decoder.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
