/// x·y/255 rounded to nearest, exactly, for x, y in 0...255 (no division).
@inlinable @inline(__always)
public func multiplyDiv255(_ x: UInt32, _ y: UInt32) -> UInt32 {
    let t = x &* y &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// A premultiplied 8-bit ARGB colour packed as 0xAARRGGBB, which is XRGB8888/ARGB8888's
/// layout in a little-endian framebuffer. Every surface in Panel stores these.
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    public var argb: UInt32

    @inlinable public init(argb: UInt32) { self.argb = argb }

    /// From straight (not premultiplied) components, premultiplying with exact rounding.
    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        let a = UInt32(alpha)
        let r = multiplyDiv255(UInt32(red), a)
        let g = multiplyDiv255(UInt32(green), a)
        let b = multiplyDiv255(UInt32(blue), a)
        self.argb = a << 24 | r << 16 | g << 8 | b
    }

    /// From premultiplied components; each colour component is clamped to alpha.
    @inlinable public init(premultipliedRed r: UInt8, green g: UInt8, blue b: UInt8, alpha a: UInt8) {
        let ca = UInt32(a)
        self.argb = ca << 24 | Swift.min(UInt32(r), ca) << 16 | Swift.min(UInt32(g), ca) << 8 | Swift.min(UInt32(b), ca)
    }

    public static let clear = PixelColor(argb: 0)
    public static let black = PixelColor(argb: 0xFF00_0000)
    public static let white = PixelColor(argb: 0xFFFF_FFFF)

    @inlinable public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    @inlinable public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    @inlinable public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    @inlinable public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }
    @inlinable public var isOpaque: Bool { argb >> 24 == 0xFF }

    /// Every component times factor/255: coverage, opacity.
    @inlinable public func scaled(by factor: UInt8) -> PixelColor {
        let f = UInt32(factor)
        if f == 255 { return self }
        // Two channels per 32-bit multiply: 0x00RR00BB and 0x00AA00GG.
        let rb = argb & 0x00FF_00FF, ag = (argb >> 8) & 0x00FF_00FF
        var trb = rb &* f &+ 0x0080_0080
        trb = ((trb &+ ((trb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var tag = ag &* f &+ 0x0080_0080
        tag = ((tag &+ ((tag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return PixelColor(argb: trb | tag << 8)
    }

    public var description: String {
        let hex = String(argb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
