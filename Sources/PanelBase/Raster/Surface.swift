import Glibc

/// A rectangle of premultiplied ARGB pixels (`PixelColor.argb`) with a row stride.
///
/// A surface either owns its memory (shadow surfaces, layers, test images) or wraps memory
/// owned by someone else (a mapped dumb buffer); `stride` is in pixels, not bytes.
///
/// Rows are found through a table of row starts, so a scroll across the whole width moves
/// rows by reordering the table (`rotateRows`) instead of moving their pixels. Code that
/// walks pixels goes through `row(_:)`; `pixels` is the memory's start, laid out in order
/// only while `rowsAreInOrder`.
public final class Surface {
    public let width: Int
    public let height: Int
    /// Pixels from the start of one row's memory to the start of the next.
    public let stride: Int
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Where row `y` starts, in pixels from `pixels` (`y × stride` until rows are rotated).
    @usableFromInline let rowStarts: UnsafeMutablePointer<Int>
    /// Whether row `y` lies at `pixels + y × stride` for every `y` (no rotation yet).
    public private(set) var rowsAreInOrder = true
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
        self.rowStarts = Surface.rowsInOrder(height: height, stride: width)
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
        self.rowStarts = Surface.rowsInOrder(height: height, stride: stride)
    }

    private static func rowsInOrder(height: Int, stride: Int) -> UnsafeMutablePointer<Int> {
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(1, height))
        for y in 0..<height { (starts + y).initialize(to: y * stride) }
        return starts
    }

    deinit {
        if ownsMemory { pixels.deallocate() }
        rowStarts.deallocate()
    }

    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The first pixel of row `y`.
    @inlinable public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + rowStarts[y] }

    public subscript(x: Int, y: Int) -> PixelColor {
        get { PixelColor(argb: row(y)[x]) }
        set { row(y)[x] = newValue.argb }
    }

    /// Set on a display's buffer: its rows must stay where the display reads them, so a
    /// shift of pixels moves them (`apply(_:)` does not use `rotateRows`).
    public var keepsRowsInPlace = false

    /// Moves rows `range` down by `dy` rows (up when negative) without moving a pixel: row
    /// `y` then shows what row `y - dy` showed. The rows that come in at the edge get the
    /// memory of those that went out at the other, old pixels the caller draws over.
    public func rotateRows(_ range: Range<Int>, by dy: Int) {
        let range = range.clamped(to: 0..<height)
        let count = range.count
        guard count > 1, dy % count != 0 else { return }
        let shift = ((dy % count) + count) % count
        let old = Array(UnsafeBufferPointer(start: rowStarts + range.lowerBound, count: count))
        for k in 0..<count { rowStarts[range.lowerBound + (k + shift) % count] = old[k] }
        rowsAreInOrder = false
    }

    /// Sets every pixel inside `rect` (clipped to the surface) to `color`, without blending.
    /// Inlinable: the renderer clears each damaged rectangle at every frame.
    @inlinable public func clear(_ rect: PixelRect? = nil, to color: PixelColor) {
        let r = (rect ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            setPixels(row(y) + r.x, to: color.argb, count: r.width)
        }
    }

    /// Copies `rect` of `source` to the same place in this surface (memcpy). Both surfaces
    /// must be the same size: this is how damage moves to a back buffer.
    public func copy(_ rect: PixelRect, from source: Surface) {
        forEachRun(of: rect, sharedWith: source) { target, from, count in target.update(from: from, count: count) }
    }

    /// Calls `body` with each stretch of `rect` that lies in one piece in both this surface
    /// and `source` (same size): (here, there, pixel count). Whole rows that follow each
    /// other in both memories make one stretch, so a copy of them is one large copy; a
    /// rectangle narrower than the surface is a stretch a row.
    @inlinable
    public func forEachRun(of rect: PixelRect, sharedWith source: Surface,
                           _ body: (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>, Int) -> Void) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        let wholeRows = r.x == 0 && r.width == width && stride == width && source.stride == source.width
        var y = r.y
        while y < r.maxY {
            var end = y + 1
            if wholeRows {
                while end < r.maxY, rowStarts[end] == rowStarts[end - 1] + stride,
                      source.rowStarts[end] == source.rowStarts[end - 1] + stride {
                    end += 1
                }
            }
            body(row(y) + r.x, source.row(y) + r.x, r.width + (end - y - 1) * width)
            y = end
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
