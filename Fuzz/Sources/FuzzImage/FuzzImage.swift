import FuzzSupport
import Panel

/// The image decoders: any bytes are decoded through libpng or libjpeg-turbo or refused
/// with an `ImageDecodeError`; a decoded image is within `ImageLimits` and premultiplied,
/// and resampling and drawing it (every interpolation, whole or a part, stretched or tiled,
/// tinted or not) keep it so.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let surface: Surface
    do {
        surface = try ImageDecoder.decode(bytes, path: "fuzz")
    } catch {
        fuzzRequire(error.path == "fuzz" && !error.reason.isEmpty, "error without a path or reason: \(error)")
        return 0
    }
    fuzzRequire(surface.width > 0 && surface.height > 0 && surface.width <= ImageLimits.maximumSide
                    && surface.height <= ImageLimits.maximumSide && surface.width * surface.height <= ImageLimits.maximumPixelCount,
                "decoded \(surface.width)x\(surface.height), beyond the limits")
    requirePremultiplied(surface, "decoded")
    let image = DecodedImage(surface: surface, name: "fuzz")
    let cache = ScaledImageCache()
    let target = Surface(width: 40, height: 30)
    let canvas = RasterCanvas(surface: target)
    for interpolation in [ImageInterpolation.none, .low, .medium, .high] {
        // Whole and a part (a cap-inset piece), stretched and tiled, plain and tinted.
        let part = PixelRect(x: surface.width / 3, y: surface.height / 4, width: Swift.max(1, surface.width / 2),
                             height: Swift.max(1, surface.height / 2))
        for tint: PixelColor? in [nil, PixelColor(red: 200, green: 40, blue: 10, alpha: 180)] {
            for source: PixelRect? in [nil, part] {
                for isTiled in [false, true] {
                    canvas.drawImage(ImageItem(image: image, rect: FixedRect(x: Fixed(raw: 37), y: Fixed(3), width: Fixed(33),
                                                                            height: Fixed(raw: 1500)),
                                               interpolation: interpolation, tint: tint, source: source, isTiled: isTiled), cache: cache)
                }
            }
        }
        let shrunk = ImageScaler.scaled(surface, width: 7, height: 5, region: PixelRect(x: 0, y: 0, width: 7, height: 5),
                                        interpolation: interpolation)
        requirePremultiplied(shrunk, "scaled with \(interpolation)")
    }
    requirePremultiplied(target, "drawn")
    return 0
}

/// No colour channel above alpha, anywhere.
func requirePremultiplied(_ surface: Surface, _ what: String) {
    for y in 0..<surface.height {
        let row = surface.row(y)
        for x in 0..<surface.width {
            let p = PixelColor(argb: row[x])
            fuzzRequire(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha, "\(what): pixel (\(x), \(y)) \(p) not premultiplied")
        }
    }
}
