/// A set of screen pixels, as rectangles: what changed in a frame, what a renderer
/// redraws, what a display copies to a buffer. The rectangles may overlap (a pixel in two
/// of them is in the region once); `merged`, `simplified` and `tiled` give other sets of
/// rectangles covering at least the same pixels, fewer or disjoint.
///
/// Equality compares the rectangles as listed, not the pixels they cover.
public struct Region: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral, CustomStringConvertible {
    public private(set) var rects: [PixelRect]

    /// No pixel.
    public init() { rects = [] }

    /// The pixels of `rect` (none when it is empty).
    public init(_ rect: PixelRect) { rects = rect.isEmpty ? [] : [rect] }

    /// The pixels of `rects`, listed as they are.
    public init(_ rects: [PixelRect]) { self.rects = rects }

    public init(arrayLiteral rects: PixelRect...) { self.rects = rects }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rects.count }
    public subscript(position: Int) -> PixelRect { rects[position] }

    /// The smallest rectangle holding every pixel (`.zero` for no pixel).
    public var bounds: PixelRect { rects.reduce(PixelRect.zero) { $0.union($1) } }

    /// Pixels counted once per rectangle they lie in (the pixels copied when each
    /// rectangle is copied).
    public var rectangleArea: Int { rects.reduce(0) { $0 + $1.area } }

    /// Adds the pixels of `rect`.
    public mutating func formUnion(_ rect: PixelRect) {
        if !rect.isEmpty { rects.append(rect) }
    }

    /// Adds the pixels of `other`, its rectangles listed after these.
    public mutating func formUnion(_ other: Region) {
        rects.append(contentsOf: other.rects)
    }

    /// The pixels in either region.
    public func union(_ other: Region) -> Region {
        var result = self
        result.formUnion(other)
        return result
    }

    /// The pixels that lie in `rect` too: each rectangle clipped to it, the empty ones dropped.
    public func intersection(_ rect: PixelRect) -> Region {
        var result = Region()
        result.rects.reserveCapacity(rects.count)
        for r in rects { result.formUnion(r.intersection(rect)) }
        return result
    }

    /// Clips to `bounds`, drops empty rectangles and those inside another; past `limit`
    /// rectangles, covers them with tiles instead (`tiled`), so a copy stays cheap to plan
    /// however many small changes a frame had.
    public func simplified(within bounds: PixelRect, limit: Int) -> Region {
        if rects.count > limit { return tiled(within: bounds) }
        var kept: [PixelRect] = []
        kept.reserveCapacity(rects.count)
        for rect in rects {
            let clipped = rect.intersection(bounds)
            if clipped.isEmpty { continue }
            if kept.contains(where: { $0.encloses(clipped) }) { continue }
            kept.removeAll { clipped.encloses($0) }
            kept.append(clipped)
        }
        return Region(kept)
    }

    public var description: String { "[" + rects.map(\.description).joined(separator: ", ") + "]" }
}

extension PixelRect {
    /// Whether `inner` lies entirely inside this rectangle.
    @inlinable public func encloses(_ inner: PixelRect) -> Bool {
        inner.x >= x && inner.y >= y && inner.maxX <= maxX && inner.maxY <= maxY
    }
}
