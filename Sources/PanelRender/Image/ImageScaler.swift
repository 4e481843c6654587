import PanelBase

/// Resamples premultiplied images in integer arithmetic, so that the same image at the same
/// size gives the same bytes everywhere. Pixel centres map to pixel centres: destination
/// pixel `d` of `n` samples the source at `(d + ½)·source/n − ½`.
public enum ImageScaler {
    /// The part `region` of `source` drawn at `width`×`height` (`region` lies within that).
    public static func scaled(_ source: Surface, width: Int, height: Int, region: PixelRect,
                              interpolation: ImageInterpolation) -> Surface {
        let output = Surface(width: region.width, height: region.height)
        guard source.width > 0, source.height > 0, width > 0, height > 0, !region.isEmpty else { return output }
        if width == source.width, height == source.height {
            for y in 0..<region.height {
                (output.row(y)).update(from: source.row(region.y + y) + region.x, count: region.width)
            }
            return output
        }
        switch interpolation {
        case .none:
            nearest(source, width: width, height: height, region: region, into: output)
        case .low:
            bilinear(source, width: width, height: height, region: region, into: output)
        case .medium, .high:
            let factorX = source.width / width, factorY = source.height / height
            let reduced = factorX >= 2 || factorY >= 2
                ? boxReduced(source, factorX: Swift.max(1, factorX), factorY: Swift.max(1, factorY)) : source
            bilinear(reduced, width: width, height: height, region: region, into: output)
        }
        return output
    }

    /// The part `rect` of `image` (clipped to it), as an image of its own.
    public static func cropped(_ image: Surface, to rect: PixelRect) -> Surface {
        let part = rect.intersection(image.bounds)
        let output = Surface(width: part.width, height: part.height)
        for y in 0..<part.height {
            output.row(y).update(from: image.row(part.y + y) + part.x, count: part.width)
        }
        return output
    }

    /// `image` with every pixel's colour replaced by `color`, keeping its coverage (alpha):
    /// a template image tinted.
    public static func tinted(_ image: Surface, with color: PixelColor) -> Surface {
        let output = Surface(width: image.width, height: image.height)
        for y in 0..<image.height {
            let from = image.row(y), to = output.row(y)
            for x in 0..<image.width {
                to[x] = color.scaled(by: UInt8(truncatingIfNeeded: from[x] >> 24)).argb
            }
        }
        return output
    }

    /// The source index for destination index `d` of `count`, nearest to its centre.
    @inline(__always)
    static func nearestIndex(_ d: Int, count: Int, sourceCount: Int) -> Int {
        Swift.min(sourceCount - 1, (2 * d + 1) * sourceCount / (2 * count))
    }

    private static func nearest(_ source: Surface, width: Int, height: Int, region: PixelRect, into output: Surface) {
        var columns = [Int](repeating: 0, count: region.width)
        for x in 0..<region.width { columns[x] = nearestIndex(region.x + x, count: width, sourceCount: source.width) }
        for y in 0..<region.height {
            let from = source.row(nearestIndex(region.y + y, count: height, sourceCount: source.height))
            let to = output.row(y)
            for x in 0..<region.width { to[x] = from[columns[x]] }
        }
    }

    /// For destination index `d` of `count`: the two source indices around its centre and
    /// the second one's weight in 1/256.
    @inline(__always)
    static func bilinearTaps(_ d: Int, count: Int, sourceCount: Int) -> (Int, Int, Int) {
        // 16.16 fixed point; the centre is clamped to the first and last pixel's.
        let position = ((2 * d + 1) * sourceCount << 16) / (2 * count) - (1 << 15)
        let clamped = Swift.min(Swift.max(position, 0), (sourceCount - 1) << 16)
        let first = clamped >> 16
        return (first, Swift.min(first + 1, sourceCount - 1), (clamped & 0xFFFF) >> 8)
    }

    private static func bilinear(_ source: Surface, width: Int, height: Int, region: PixelRect, into output: Surface) {
        var columns = [(Int, Int, Int)](repeating: (0, 0, 0), count: region.width)
        for x in 0..<region.width { columns[x] = bilinearTaps(region.x + x, count: width, sourceCount: source.width) }
        for y in 0..<region.height {
            let (top, bottom, weightY) = bilinearTaps(region.y + y, count: height, sourceCount: source.height)
            let upper = source.row(top), lower = source.row(bottom), to = output.row(y)
            for x in 0..<region.width {
                let (left, right, weightX) = columns[x]
                to[x] = mix(mix(upper[left], upper[right], weightX), mix(lower[left], lower[right], weightX), weightY)
            }
        }
    }

    /// a·(256 − w) + b·w over 256, per channel, rounded: stays premultiplied.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ weight: Int) -> UInt32 {
        if weight == 0 || a == b { return a }
        let w = UInt32(weight), v = 256 - w
        let mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let rbA: UInt32 = (a & mask) &* v, rbB: UInt32 = (b & mask) &* w
        let agA: UInt32 = ((a >> 8) & mask) &* v, agB: UInt32 = ((b >> 8) & mask) &* w
        let rb: UInt32 = ((rbA &+ rbB &+ half) >> 8) & mask
        let ag: UInt32 = ((agA &+ agB &+ half) >> 8) & mask
        return rb | ag << 8
    }

    /// Each `factorX`×`factorY` block averaged into one pixel; blocks at the right and
    /// bottom edges may be smaller and average what they hold.
    static func boxReduced(_ source: Surface, factorX: Int, factorY: Int) -> Surface {
        let width = (source.width + factorX - 1) / factorX, height = (source.height + factorY - 1) / factorY
        let output = Surface(width: width, height: height)
        var sums = [UInt32](repeating: 0, count: width * 4)
        for y in 0..<height {
            for i in sums.indices { sums[i] = 0 }
            let rows = Swift.min(factorY, source.height - y * factorY)
            for row in 0..<rows {
                let from = source.row(y * factorY + row)
                for x in 0..<source.width {
                    let p = from[x], i = (x / factorX) * 4
                    sums[i] &+= p >> 24
                    sums[i + 1] &+= (p >> 16) & 0xFF
                    sums[i + 2] &+= (p >> 8) & 0xFF
                    sums[i + 3] &+= p & 0xFF
                }
            }
            let to = output.row(y)
            for x in 0..<width {
                let count = UInt32(rows * Swift.min(factorX, source.width - x * factorX)), i = x * 4
                func average(_ sum: UInt32) -> UInt32 { (sum + count / 2) / count }
                let alpha: UInt32 = average(sums[i]) << 24, red: UInt32 = average(sums[i + 1]) << 16
                let green: UInt32 = average(sums[i + 2]) << 8, blue: UInt32 = average(sums[i + 3])
                to[x] = alpha | red | green | blue
            }
        }
        return output
    }
}
