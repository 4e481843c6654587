/// An arc of the circle inscribed in `rect` (the largest centred circle), in device or
/// canvas coordinates: stroked `lineWidth` wide, or filled when `lineWidth` is nil
/// (see `ArcSegment`).
public struct ArcShape: Hashable, Sendable {
    public var rect: FixedRect
    public var segment: ArcSegment
    public var lineWidth: Fixed?

    @inlinable public init(rect: FixedRect, segment: ArcSegment, lineWidth: Fixed?) {
        self.rect = rect
        self.segment = segment
        self.lineWidth = lineWidth
    }

    /// The same arc moved by (dx, dy).
    public func offsetBy(dx: Fixed, dy: Fixed) -> ArcShape {
        var moved = self
        moved.rect = rect.offsetBy(dx: dx, dy: dy)
        return moved
    }

    /// The circle's radius and centre, in 1/128 px (twice the 1/64 px unit, so the centre
    /// of any rectangle is a whole number).
    var radius: Int { Swift.max(0, Swift.min(rect.width.raw, rect.height.raw)) }
    package var centerX: Int { 2 * rect.minX.raw + Swift.max(0, rect.width.raw) }
    package var centerY: Int { 2 * rect.minY.raw + Swift.max(0, rect.height.raw) }
    /// Half the line, in 1/128 px.
    var halfLine: Int { Swift.max(0, lineWidth?.raw ?? 0) }
    /// How far from the centre anything drawn reaches, in 1/128 px.
    var reach: Int { radius + halfLine }

    /// The whole pixels it may touch.
    public var pixelBounds: PixelRect {
        let x0 = (centerX - reach) >> 7, y0 = (centerY - reach) >> 7
        let x1 = (centerX + reach + 127) >> 7, y1 = (centerY + reach + 127) >> 7
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `point` lies on what is drawn (the sample test the rasterizer makes).
    public func contains(_ point: FixedPoint) -> Bool {
        let dx = 2 * point.x.raw - centerX, dy = 2 * point.y.raw - centerY
        var inside = false
        ArcGeometry(self)?.forEachInterval(dy: dy) { low, high in if dx >= low && dx <= high { inside = true } }
        return inside
    }
}

/// An arc's geometry in integers, relative to its centre in 1/128 px: what each sample row
/// holds of it, as closed intervals of horizontal offsets.
package struct ArcGeometry {
    let outer: Int, inner: Int
    /// No angular limit (a whole turn).
    let whole: Bool
    let fills: Bool
    let startX: Int, startY: Int, endX: Int, endY: Int
    /// At least half a turn: inside either half-plane, rather than both.
    let wide: Bool
    /// A fill's chord: inside where midX·dx + midY·dy >= chord.
    let midX: Int, midY: Int, chord: Int
    /// Round ends' centres (relative), and their radius (0: butt ends).
    let cap: Int, cap0X: Int, cap0Y: Int, cap1X: Int, cap1Y: Int

    /// Directions in Q24.
    static let unitBits = 24

    static func direction(_ angle: Int) -> (x: Int, y: Int) {
        let radians = (Int64(angle) * 2 * Q30.pi) >> 16
        let (sin, cos) = Q30.sinCos(radians)
        let shift = Int64(30 - unitBits)
        return (Int((cos + (1 << (shift - 1))) >> shift), Int((sin + (1 << (shift - 1))) >> shift))
    }

    /// nil when nothing is drawn.
    package init?(_ arc: ArcShape) {
        let segment = arc.segment
        guard segment.sweep > 0, arc.radius > 0 else { return nil }
        fills = arc.lineWidth == nil
        if fills {
            outer = arc.radius
            inner = 0
        } else {
            guard arc.halfLine > 0 else { return nil }
            outer = arc.radius + arc.halfLine
            inner = arc.radius - arc.halfLine
        }
        whole = segment.sweep >= ArcSegment.turn
        wide = segment.sweep > ArcSegment.turn / 2
        let s = ArcGeometry.direction(segment.start), e = ArcGeometry.direction(segment.end)
        (startX, startY, endX, endY) = (s.x, s.y, e.x, e.y)
        let m = ArcGeometry.direction(segment.start + segment.sweep / 2)
        (midX, midY) = (m.x, m.y)
        let half = ArcGeometry.direction(segment.sweep / 2)
        chord = arc.radius * half.x
        func scaled(_ v: Int) -> Int { (arc.radius * v + (1 << (ArcGeometry.unitBits - 1))) >> ArcGeometry.unitBits }
        cap = !fills && segment.roundCaps && !whole ? arc.halfLine : 0
        (cap0X, cap0Y, cap1X, cap1Y) = (scaled(s.x), scaled(s.y), scaled(e.x), scaled(e.y))
    }

    static let unbounded = 1 << 40

    @inline(__always) package static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
    }
    @inline(__always) package static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }

    /// Points with ky·dx ≤ kx·dy (`atMost`) or ≥ (otherwise) on row dy, as [low, high].
    @inline(__always)
    private static func halfLine(_ kx: Int, _ ky: Int, dy: Int, atMost: Bool) -> (Int, Int)? {
        let bound = kx * dy
        if ky == 0 { return (atMost ? bound >= 0 : bound <= 0) ? (-unbounded, unbounded) : nil }
        let lowerBound = (ky > 0) != atMost
        if lowerBound { return (ceilDiv(bound, ky), unbounded) }
        return (-unbounded, floorDiv(bound, ky))
    }

    /// Calls `body(low, high)` for closed intervals of dx inside the arc on row `dy`; they
    /// may overlap.
    @inline(__always)
    package func forEachInterval(dy: Int, _ body: (Int, Int) -> Void) {
        if cap > 0 {
            var d = dy - cap0Y
            if d * d <= cap * cap {
                let w = integerSquareRoot(cap * cap - d * d)
                body(cap0X - w, cap0X + w)
            }
            d = dy - cap1Y
            if d * d <= cap * cap {
                let w = integerSquareRoot(cap * cap - d * d)
                body(cap1X - w, cap1X + w)
            }
        }
        guard dy * dy <= outer * outer else { return }
        let w = integerSquareRoot(outer * outer - dy * dy)
        // The hole: dx² + dy² < inner².
        var hole: Int? = nil
        if inner > 0, dy * dy < inner * inner { hole = integerSquareRoot(inner * inner - dy * dy - 1) }
        func ring(_ low: Int, _ high: Int) {
            func emit(_ a: Int, _ b: Int) {
                let l = Swift.max(a, low), h = Swift.min(b, high)
                if l <= h { body(l, h) }
            }
            if let hole {
                emit(-w, -hole - 1)
                emit(hole + 1, w)
            } else {
                emit(-w, w)
            }
        }
        if whole {
            ring(-ArcGeometry.unbounded, ArcGeometry.unbounded)
            return
        }
        if fills {
            // midX·dx >= chord − midY·dy.
            let bound = chord - midY * dy
            if midX == 0 {
                if bound <= 0 { ring(-ArcGeometry.unbounded, ArcGeometry.unbounded) }
            } else if midX > 0 {
                ring(ArcGeometry.ceilDiv(bound, midX), ArcGeometry.unbounded)
            } else {
                ring(-ArcGeometry.unbounded, ArcGeometry.floorDiv(bound, midX))
            }
            return
        }
        // Clockwise of the start: sy·dx ≤ sx·dy; anticlockwise of the end: ey·dx ≥ ex·dy.
        let a = ArcGeometry.halfLine(startX, startY, dy: dy, atMost: true)
        let b = ArcGeometry.halfLine(endX, endY, dy: dy, atMost: false)
        if wide {
            if let a { ring(a.0, a.1) }
            if let b { ring(b.0, b.1) }
        } else if let a, let b {
            ring(Swift.max(a.0, b.0), Swift.min(a.1, b.1))
        }
    }
}
