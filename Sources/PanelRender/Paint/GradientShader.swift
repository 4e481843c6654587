import PanelBase

/// A gradient placed on the screen: the colour of any pixel, in integers only.
///
/// The colours along the gradient are tabulated once per drawing at 1025 points (0...1 in
/// steps of 1/1024, finer than an 8-bit channel can show between two stops), each the
/// premultiplied interpolation of its two stops. A pixel's position along the gradient is
/// worked out at its centre in 1/64 px and Q16, with an exact integer square root and a
/// tabulated arctangent, so the same gradient gives the same bytes on every machine.
package final class GradientShader {
    private static let steps = 1024
    private let table: UnsafeMutablePointer<UInt32>
    private var row: UnsafeMutablePointer<UInt32>
    private var rowCapacity = 0
    private let geometry: Placed
    /// Whether every colour is opaque (a covered pixel is then replaced, not blended).
    package let isOpaque: Bool

    /// The geometry in device 1/64 px (angles in Q16 turns).
    private enum Placed {
        case linear(sx: Int, sy: Int, dx: Int, dy: Int, length2: Int)
        case radial(cx: Int, cy: Int, r0: Int, r1: Int)
        case elliptical(cx: Int, cy: Int, rx: Int, ry: Int, f0: Int, f1: Int)
        case angular(cx: Int, cy: Int, start: Int, span: Int)
    }

    /// `paint` over `rect` (device coordinates, 1/64 px).
    package init(_ paint: GradientPaint, in rect: FixedRect) {
        table = .allocate(capacity: GradientShader.steps + 1)
        row = .allocate(capacity: 1)
        isOpaque = paint.isOpaque
        // Coordinates far beyond any screen are clamped so products below cannot overflow.
        func clamp(_ v: Int) -> Int { Swift.min(Swift.max(v, -(1 << 26)), 1 << 26) }
        let x0 = clamp(rect.minX.raw), y0 = clamp(rect.minY.raw)
        let w = clamp(Swift.max(rect.width.raw, 0)), h = clamp(Swift.max(rect.height.raw, 0))
        // A unit coordinate (Q16) of the rectangle in 1/64 px, rounded to nearest.
        func px(_ unit: Int) -> Int { x0 + (clamp(unit) * w + 32768) >> 16 }
        func py(_ unit: Int) -> Int { y0 + (clamp(unit) * h + 32768) >> 16 }
        switch paint.geometry {
        case let .linear(startX, startY, endX, endY):
            let sx = px(startX), sy = py(startY)
            let dx = px(endX) - sx, dy = py(endY) - sy
            geometry = .linear(sx: sx, sy: sy, dx: dx, dy: dy, length2: dx * dx + dy * dy)
        case let .radial(centerX, centerY, startRadius, endRadius):
            geometry = .radial(cx: px(centerX), cy: py(centerY), r0: clamp(startRadius.raw), r1: clamp(endRadius.raw))
        case let .elliptical(centerX, centerY, startFraction, endFraction):
            geometry = .elliptical(cx: px(centerX), cy: py(centerY), rx: w / 2, ry: h / 2,
                                   f0: clamp(startFraction), f1: clamp(endFraction))
        case let .angular(centerX, centerY, startAngle, endAngle):
            let turn = IntegerAngle.turn
            let start = clamp(startAngle)
            let end = clamp(endAngle)
            // A whole turn or more draws the last whole turn, ending at the end angle; none
            // (equal angles) a whole turn. A negative span counts round from the start.
            let span = end - start >= turn || end == start ? turn : (end - start) & (turn - 1)
            let from = span == turn ? end : start
            geometry = .angular(cx: px(centerX), cy: py(centerY), start: from & (turn - 1), span: span == 0 ? turn : span)
        }
        GradientShader.tabulate(paint.stops, into: table)
    }

    deinit {
        table.deallocate()
        row.deallocate()
    }

    /// The colour at every 1/1024 of the gradient.
    private static func tabulate(_ stops: [GradientStop], into table: UnsafeMutablePointer<UInt32>) {
        for i in 0...steps {
            let t = i * 64
            guard let first = stops.first, let last = stops.last else { table[i] = 0; continue }
            if t < first.location { table[i] = first.color.argb; continue }
            if t >= last.location { table[i] = last.color.argb; continue }
            // The last stop at or before t, and the one after it.
            var k = 0
            while k + 1 < stops.count && stops[k + 1].location <= t { k += 1 }
            let a = stops[k], b = stops[k + 1]
            let span = b.location - a.location, along = t - a.location
            func channel(_ shift: UInt32) -> UInt32 {
                let c0 = Int((a.color.argb >> shift) & 0xFF), c1 = Int((b.color.argb >> shift) & 0xFF)
                return UInt32((c0 * (span - along) + c1 * along + span / 2) / span) << shift
            }
            table[i] = channel(24) | channel(16) | channel(8) | channel(0)
        }
    }

    /// Where the centre of pixel (x, y) lies along the gradient, 0...65536.
    @inline(__always)
    package func position(x: Int, y: Int) -> Int {
        let cx = x &* 64 &+ 32, cy = y &* 64 &+ 32
        let t: Int
        switch geometry {
        case let .linear(sx, sy, dx, dy, length2):
            guard length2 > 0 else { return 0 }
            t = (((cx &- sx) &* dx &+ (cy &- sy) &* dy) << 16) / length2
        case let .radial(ox, oy, r0, r1):
            let ex = cx &- ox, ey = cy &- oy
            let d = IntegerAngle.squareRoot(ex &* ex &+ ey &* ey)
            guard r1 != r0 else { return d < r0 ? 0 : 65536 }
            t = ((d &- r0) << 16) / (r1 &- r0)
        case let .elliptical(ox, oy, rx, ry, f0, f1):
            guard rx > 0, ry > 0 else { return 65536 }
            let u = ((cx &- ox) << 16) / rx, v = ((cy &- oy) << 16) / ry
            let d = IntegerAngle.squareRoot(u &* u &+ v &* v)
            guard f1 != f0 else { return d < f0 ? 0 : 65536 }
            t = ((d &- f0) << 16) / (f1 &- f0)
        case let .angular(ox, oy, start, span):
            let turn = IntegerAngle.turn
            let a = (IntegerAngle.atan2(dy: cy &- oy, dx: cx &- ox) &- start) & (turn - 1)
            if a >= span {
                // The part of the turn the gradient leaves out: its last colour, then its
                // first from halfway across.
                return a < span + (turn - span) / 2 ? 65536 : 0
            }
            t = (a << 16) / span
        }
        return Swift.min(Swift.max(t, 0), 65536)
    }

    /// The premultiplied colour of pixel (x, y).
    @inline(__always)
    package func color(x: Int, y: Int) -> UInt32 {
        table[(position(x: x, y: y) * GradientShader.steps + 32768) >> 16]
    }

    /// The colours of `count` pixels of row `y` from `x`, in a buffer kept until the next call.
    package func colors(y: Int, x: Int, count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > rowCapacity {
            row.deallocate()
            rowCapacity = Swift.max(count, rowCapacity * 2)
            row = .allocate(capacity: rowCapacity)
        }
        for i in 0..<count { row[i] = color(x: x + i, y: y) }
        return row
    }
}
