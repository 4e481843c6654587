import PanelBase

/// Arcs of circles. Angles are measured from the positive x-axis towards positive y, which
/// is down on screen; as in SwiftUI, `clockwise` is meant in y-up coordinates, so
/// `clockwise: false` turns clockwise on screen (increasing angles) and `clockwise: true`
/// the other way. An arc with a subpath open is joined to it by a line.
extension Path {
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let turn = 2 * Double.pi
        var delta = end - start
        // Within one turn, in the direction asked (a whole turn stays whole).
        if !clockwise {
            if delta < 0 { delta = turn + delta.truncatingRemainder(dividingBy: turn) }
            else if delta > turn { delta = delta.truncatingRemainder(dividingBy: turn) }
            if delta == turn && end - start < 0 { delta = 0 }
        } else {
            if delta > 0 { delta = -turn + delta.truncatingRemainder(dividingBy: turn) }
            else if delta < -turn { delta = delta.truncatingRemainder(dividingBy: turn) }
            if delta == -turn && end - start > 0 { delta = 0 }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: clockwise on screen), in
    /// cubic curves of at most a quarter turn each.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, sweep = delta.radians
        guard start.isFinite, sweep.isFinite, radius.isFinite else { return }
        let r = Swift.abs(radius)
        // More than a few turns draws the same circle again and again.
        let clamped = Swift.max(-8 * Double.pi, Swift.min(8 * Double.pi, sweep))
        let pieces = Swift.max(1, Int((Swift.abs(clamped) / (Double.pi / 2)).rounded(.up)))
        let step = clamped / Double(pieces)
        func point(_ angle: Double) -> (CGPoint, sin: Double, cos: Double) {
            let (s, c) = PathTrigonometry.sinCos(radians: angle)
            return (CGPoint(x: center.x + r * c, y: center.y + r * s), s, c)
        }
        let first = point(start).0.applying(transform)
        if let current = currentPoint, !isSubpathClosed {
            if current != first { addLine(to: first) }
        } else {
            move(to: first)
        }
        // Control points along the tangents, 4/3·tan(step/4) of the radius from the ends.
        let handle = 4.0 / 3.0 * Path.tangent(step / 4) * r
        var angle = start
        for index in 0..<pieces {
            let next = index == pieces - 1 ? start + clamped : angle + step
            let (p0, s0, c0) = point(angle)
            let (p1, s1, c1) = point(next)
            let control1 = CGPoint(x: p0.x - handle * s0, y: p0.y + handle * c0)
            let control2 = CGPoint(x: p1.x + handle * s1, y: p1.y - handle * c1)
            addCurve(to: p1.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            angle = next
        }
    }

    /// Core Graphics' "arc to": a line from the current point towards `tangent1End`, then an
    /// arc of `radius` tangent to that line and to the line from `tangent1End` to
    /// `tangent2End`. With the points in a line (or no radius) it is a line to
    /// `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint.map({ $0.applying(transform.inverted()) }) else {
            move(to: p1.applying(transform))
            return
        }
        let v1 = (x: p0.x - p1.x, y: p0.y - p1.y), v2 = (x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, cross != 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        let cosine = Swift.max(-1, Swift.min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
        // Half the angle between the lines; the tangent points lie radius/tan(half) from p1.
        let sineHalf = ((1 - cosine) / 2).squareRoot(), cosineHalf = ((1 + cosine) / 2).squareRoot()
        let distance = radius * cosineHalf / sineHalf
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, radius/sin(half) from p1.
        let bisector = (x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let reach = radius / sineHalf
        let center = CGPoint(x: p1.x + bisector.x / bl * reach, y: p1.y + bisector.y / bl * reach)
        let startAngle = Path.angle(from: center, to: t1), endAngle = Path.angle(from: center, to: t2)
        addLine(to: t1.applying(transform))
        // cross > 0: the turn from v1 to v2 is clockwise on screen, the arc the other way.
        var sweep = endAngle - startAngle
        if cross > 0 { if sweep > 0 { sweep -= 2 * Double.pi } } else { if sweep < 0 { sweep += 2 * Double.pi } }
        addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
    }

    /// Whether the last subpath is closed (or there is none).
    var isSubpathClosed: Bool {
        guard let last = elements.last else { return true }
        if case .closeSubpath = last { return true }
        return false
    }

    static func tangent(_ angle: Double) -> Double {
        let (s, c) = PathTrigonometry.sinCos(radians: angle)
        return c == 0 ? 0 : s / c
    }

    /// The direction from `center` to `point`, in radians (y down), through integer atan2.
    static func angle(from center: CGPoint, to point: CGPoint) -> Double {
        let dx = point.x - center.x, dy = point.y - center.y
        let scale = Double(1 << 20) / Swift.max(1e-9, Swift.max(Swift.abs(dx), Swift.abs(dy)))
        let x = dx * scale, y = dy * scale
        // Points at infinity (or not numbers) have no direction.
        guard x.isFinite, y.isFinite else { return 0 }
        let q16 = IntegerAngle.atan2(dy: Int(y.rounded()), dx: Int(x.rounded()))
        return Double(q16) / 65536 * 2 * Double.pi
    }
}
