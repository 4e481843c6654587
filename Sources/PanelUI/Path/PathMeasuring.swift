import PanelBase

extension Path {
    /// The smallest rectangle holding the path's outline (its curves' extremes, not their
    /// control points); `.zero` for an empty path.
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p); current = p; start = p
            case .line(let p):
                include(p); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                Path.includeExtremes(current, c1, c2, p, include)
                current = p
            case .curve(let p, let c1, let c2):
                Path.includeExtremes(current, c1, c2, p, include)
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A cubic's end and the points where its derivative is zero in x or in y.
    private static func includeExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ include: (CGPoint) -> Void) {
        include(p3)
        func roots(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double) -> [Double] {
            // B'(t)/3 = a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if Swift.abs(a) < 1e-12 { return Swift.abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        for t in roots(p0.x, c1.x, c2.x, p3.x) + roots(p0.y, c1.y, c2.y, p3.y) where t > 0 && t < 1 {
            include(PathFlattening.cubicPoint(p0, c1, c2, p3, t))
        }
    }

    /// Whether `point` is inside the filled path: wound round at all (non-zero), or an odd
    /// number of times (`eoFill`). Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in PathFlattening(self).subpaths {
            var segments = subpath.segments.map { ($0.from, $0.to) }
            if !subpath.closed, let last = segments.last?.1 { segments.append((last, subpath.start)) }
            for (a, b) in segments {
                // A crossing of the ray to the right of the point; ends counted half-open.
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the path from `from` to `to` of its length (each within 0...1): what
    /// `Shape.trim(from:to:)` draws. Empty when `from` is not before `to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = Swift.max(0, Swift.min(1, from.isFinite ? from : 0)), end = Swift.max(0, Swift.min(1, to.isFinite ? to : 1))
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let flattening = PathFlattening(self)
        let total = flattening.totalLength
        var result = Path()
        var offset = 0.0
        for subpath in flattening.subpaths {
            let length = subpath.segments.reduce(0) { $0 + $1.length }
            let a = start * total - offset, b = end * total - offset
            if b > 0 && a < length || (length == 0 && a <= 0 && b >= 0) {
                let whole = a <= 0 && b >= length
                Path.appendPart(of: subpath.segments, from: Swift.max(a, 0), to: Swift.min(b, length), into: &result)
                if whole && subpath.closed { result.closeSubpath() }
            }
            offset += length
        }
        return result
    }

    /// Appends the part of a subpath between two lengths along it, as a subpath of its own:
    /// lines cut as lines, curves cut exactly (de Casteljau) at the parameters those lengths
    /// fall on.
    static func appendPart(of segments: [PathFlattening.Segment], from a: Double, to b: Double, into path: inout Path) {
        var position = 0.0
        var started = false
        var index = 0
        while index < segments.count {
            // One element's segments.
            var last = index
            while last + 1 < segments.count && segments[last + 1].element == segments[index].element { last += 1 }
            let elementLength = segments[index...last].reduce(0) { $0 + $1.length }
            let elementStart = position, elementEnd = position + elementLength
            if elementEnd >= a && elementStart <= b {
                func parameter(at length: Double) -> Double {
                    var walked = elementStart
                    for segment in segments[index...last] {
                        if length <= walked + segment.length || segment.element != segments[index].element {
                            let fraction = segment.length > 0 ? (length - walked) / segment.length : 0
                            return segment.t0 + Swift.max(0, Swift.min(1, fraction)) * (segment.t1 - segment.t0)
                        }
                        walked += segment.length
                    }
                    return 1
                }
                let t0 = parameter(at: Swift.max(a, elementStart)), t1 = parameter(at: Swift.min(b, elementEnd))
                let curve = segments[index].curve
                var (p0, c1, c2, p3) = (curve.0, curve.1, curve.2, curve.3)
                if segments[index].isLine {
                    // A line's parameter is linear in its length.
                    func along(_ t: Double) -> CGPoint { CGPoint(x: curve.0.x + (curve.3.x - curve.0.x) * t, y: curve.0.y + (curve.3.y - curve.0.y) * t) }
                    p0 = along(t0); p3 = along(t1)
                } else {
                    (p0, c1, c2, p3) = Path.split(curve, from: t0, to: t1)
                }
                if !started {
                    path.move(to: p0)
                    started = true
                }
                if segments[index].isLine {
                    path.addLine(to: p3)
                } else {
                    path.addCurve(to: p3, control1: c1, control2: c2)
                }
            }
            position = elementEnd
            index = last + 1
        }
    }

    /// The part of a cubic between two parameters, itself a cubic.
    static func split(_ curve: (CGPoint, CGPoint, CGPoint, CGPoint), from t0: Double, to t1: Double)
        -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func lerp(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        // The part after t0, then the part of that before the matching parameter.
        func after(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: Double) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
            let ab = lerp(c.0, c.1, t), bc = lerp(c.1, c.2, t), cd = lerp(c.2, c.3, t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            return (lerp(abc, bcd, t), bcd, cd, c.3)
        }
        func before(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: Double) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
            let ab = lerp(c.0, c.1, t), bc = lerp(c.1, c.2, t), cd = lerp(c.2, c.3, t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            return (c.0, ab, abc, lerp(abc, bcd, t))
        }
        let tail = t0 > 0 ? after(curve, t0) : curve
        let rest = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
        return rest < 1 ? before(tail, rest) : tail
    }
}
