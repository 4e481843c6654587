import Glibc

/// A rectangle of premultiplied ARGB pixels (`PixelColor.argb`) with a row stride.
///
/// A surface either owns its memory (shadow surfaces, layers, test images) or wraps memory
/// owned by someone else (a mapped dumb buffer); `stride` is in pixels, not bytes.
public final class Surface {
    public let width: Int
    public let height: Int
    /// Pixels from the start of one row to the start of the next.
    public let stride: Int
    public let pixels: UnsafeMutablePointer<UInt32>
    private let ownsMemory: Bool

    /// A new surface, every pixel transparent.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "surface size must not be negative")
        self.width = width
        self.height = height
        self.stride = width
        let count = Swift.max(1, width * height)
        self.pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        self.pixels.initialize(repeating: 0, count: count)
        self.ownsMemory = true
    }

    /// Wraps memory someone else owns, such as a mapped framebuffer. The caller keeps it
    /// alive and mapped while the surface is in use.
    public init(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, strideBytes: Int) {
        precondition(strideBytes % 4 == 0 && strideBytes >= width * 4, "stride must hold a row of 32-bit pixels")
        self.width = width
        self.height = height
        self.stride = strideBytes / 4
        self.pixels = memory.bindMemory(to: UInt32.self, capacity: Swift.max(1, stride * height))
        self.ownsMemory = false
    }

    deinit {
        if ownsMemory { pixels.deallocate() }
    }

    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The first pixel of row `y`.
    @inlinable public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

    public subscript(x: Int, y: Int) -> PixelColor {
        get { PixelColor(argb: pixels[y * stride + x]) }
        set { pixels[y * stride + x] = newValue.argb }
    }

    /// Sets every pixel inside `rect` (clipped to the surface) to `color`, without blending.
    /// Inlinable: the renderer clears each damaged rectangle at every frame.
    @inlinable public func clear(_ rect: PixelRect? = nil, to color: PixelColor) {
        let r = (rect ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            (row(y) + r.x).update(repeating: color.argb, count: r.width)
        }
    }

    /// Copies `rect` of `source` to the same place in this surface, row by row (memcpy).
    /// Both surfaces must be the same size: this is how damage moves to a back buffer.
    public func copy(_ rect: PixelRect, from source: Surface) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            (row(y) + r.x).update(from: source.row(y) + r.x, count: r.width)
        }
    }

    /// Whether both surfaces have the same size and the same pixels (strides may differ).
    public func hasSamePixels(as other: Surface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height where memcmp(row(y), other.row(y), width * 4) != 0 {
            return false
        }
        return true
    }
}
