/// What both decoders share: the size check before the pixels are allocated, and turning
/// straight alpha into the premultiplied pixels every `Surface` holds.
enum DecodedPixels {
    /// A transparent surface for an image of `width`×`height`, once it is within `ImageLimits`.
    static func surface(width: Int, height: Int, path: String) throws(ImageDecodeError) -> Surface {
        guard width > 0, height > 0 else { throw ImageDecodeError(path: path, problem: .noPixels) }
        guard width <= ImageLimits.maximumSide, height <= ImageLimits.maximumSide,
              width * height <= ImageLimits.maximumPixelCount else {
            throw ImageDecodeError(path: path, problem: .tooLarge(width: width, height: height))
        }
        return Surface(width: width, height: height)
    }

    /// Premultiplies pixels decoded as straight 0xAARRGGBB, with exact /255 rounding.
    static func premultiply(_ surface: Surface) {
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width {
                let argb = row[x]
                let alpha = argb >> 24
                if alpha == 255 { continue }
                row[x] = PixelColor(red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
                                    blue: UInt8(truncatingIfNeeded: argb), alpha: UInt8(alpha)).argb
            }
        }
    }
}
