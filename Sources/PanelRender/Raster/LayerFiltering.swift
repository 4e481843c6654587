import PanelBase

/// A layer's pixels changed in place by a `LayerFilter`, in integers: colour matrices on
/// unpremultiplied channels, a blur of every premultiplied channel (the shadows' box blur),
/// an alpha threshold.
extension Surface {
    /// How far `filter` carries a pixel's colour to others (a blur's reach).
    static func reach(of filter: LayerFilter) -> Int {
        if case .blur(let radius) = filter { return BoxBlur(shadowRadius: radius).reach + 1 }
        return 0
    }

    func apply(_ filter: LayerFilter) {
        switch filter {
        case .colorMatrix(let matrix): apply(matrix)
        case .blur(let radius): blur(radius: radius)
        case .alphaThreshold(let minimum, let maximum, let color):
            for y in 0..<height {
                let p = row(y)
                for x in 0..<width {
                    let alpha = UInt8(truncatingIfNeeded: p[x] >> 24)
                    p[x] = alpha != 0 && alpha >= minimum && alpha <= maximum ? color.argb : 0
                }
            }
        }
    }

    private func apply(_ matrix: LayerColorMatrix) {
        let m = matrix.entries
        // A clear pixel stays clear unless the alpha row adds alpha of its own.
        let keepsClear = m[19] <= 0
        for y in 0..<height {
            let p = row(y)
            for x in 0..<width {
                let pixel = p[x]
                if pixel == 0 && keepsClear { continue }
                let a = Int(pixel >> 24)
                // Unpremultiplied, rounded.
                func straight(_ c: Int) -> Int { a == 0 ? 0 : Swift.min(255, (c * 255 + a / 2) / a) }
                let v = (straight(Int(pixel >> 16 & 0xFF)), straight(Int(pixel >> 8 & 0xFF)), straight(Int(pixel & 0xFF)), a)
                func channel(_ row: Int) -> UInt32 {
                    let base = row * 5
                    let sum = m[base] * v.0 + m[base + 1] * v.1 + m[base + 2] * v.2 + m[base + 3] * v.3 + m[base + 4] * 255
                    return UInt32(Swift.min(255, Swift.max(0, (sum + (1 << 15)) >> 16)))
                }
                let alpha = channel(3)
                p[x] = alpha << 24 | multiplyDiv255(channel(0), alpha) << 16 | multiplyDiv255(channel(1), alpha) << 8
                    | multiplyDiv255(channel(2), alpha)
            }
        }
    }

    /// Each channel blurred as a shadow's alpha is (`BoxBlur`); colours kept within alpha.
    private func blur(radius: Fixed) {
        let blur = BoxBlur(shadowRadius: radius)
        guard blur.reach > 0, width > 0, height > 0 else { return }
        let plane = ShadowMask(width: width, height: height, originX: 0, originY: 0)
        var blurred = [UInt32](repeating: 0, count: width * height)
        for shift: UInt32 in [24, 16, 8, 0] {
            for y in 0..<height {
                let p = row(y), target = plane.bytes + y * width
                for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: p[x] >> shift) }
            }
            blur.apply(to: plane)
            for i in 0..<(width * height) { blurred[i] |= UInt32(plane.bytes[i]) << shift }
        }
        for y in 0..<height {
            let p = row(y)
            for x in 0..<width {
                let pixel = blurred[y * width + x], a = pixel >> 24
                p[x] = a << 24 | Swift.min(a, pixel >> 16 & 0xFF) << 16 | Swift.min(a, pixel >> 8 & 0xFF) << 8 | Swift.min(a, pixel & 0xFF)
            }
        }
    }
}
