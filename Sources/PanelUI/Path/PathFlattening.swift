import PanelBase

/// A path as straight segments: curves divided finely enough (by their control polygon's
/// length) that measuring, trimming, dashing and hit testing on the segments agree with
/// the curves to well under a pixel. Arithmetic is IEEE only (+, ×, √), the same on every
/// machine.
struct PathFlattening {
    /// A straight piece of the path, with the curve it came from and the parameters of
    /// its ends on that curve (so a trim can cut the curve itself).
    struct Segment {
        var from: CGPoint
        var to: CGPoint
        /// Index of the path element drawing it (a close draws its closing line).
        var element: Int
        var t0: Double, t1: Double
        var length: Double
        /// The element as a cubic (a line's controls are its ends), to cut it exactly.
        var curve: (CGPoint, CGPoint, CGPoint, CGPoint)
        var isLine: Bool
    }

    /// Subpaths: their segments, and whether they are closed.
    var subpaths: [(segments: [Segment], closed: Bool, start: CGPoint)] = []

    /// How finely a curve is divided: one segment per this many pixels of its control
    /// polygon, at least 4, at most 256.
    static let pixelsPerSegment = 2.0

    init(_ path: Path) {
        var segments: [Segment] = []
        var start = CGPoint.zero, current = CGPoint.zero
        var open = false
        func finish(closed: Bool) {
            if open { subpaths.append((segments, closed, start)) }
            segments = []
            open = false
        }
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p; current = p
                open = true
            case .line(let p):
                segments.append(Segment(from: current, to: p, element: index, t0: 0, t1: 1, length: pointDistance(current, p),
                                        curve: (current, current, p, p), isLine: true))
                current = p
            case .quadCurve(let p, let c):
                let p0 = current
                let control1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let control2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                divide(p0, control1, control2, p, index, into: &segments)
                current = p
            case .curve(let p, let c1, let c2):
                divide(current, c1, c2, p, index, into: &segments)
                current = p
            case .closeSubpath:
                if open {
                    segments.append(Segment(from: current, to: start, element: index, t0: 0, t1: 1, length: pointDistance(current, start),
                                            curve: (current, current, start, start), isLine: true))
                }
                current = start
                finish(closed: true)
            }
        }
        finish(closed: false)
    }

    private func divide(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ index: Int, into segments: inout [Segment]) {
        let polygon = pointDistance(p0, c1) + pointDistance(c1, c2) + pointDistance(c2, p3)
        let count = polygon.isFinite ? Swift.min(256, Swift.max(4, Int(polygon / PathFlattening.pixelsPerSegment) + 1)) : 1
        var previous = p0
        for step in 1...count {
            let t = Double(step) / Double(count)
            let point = step == count ? p3 : PathFlattening.cubicPoint(p0, c1, c2, p3, t)
            segments.append(Segment(from: previous, to: point, element: index, t0: Double(step - 1) / Double(count), t1: t,
                                    length: pointDistance(previous, point), curve: (p0, c1, c2, p3), isLine: false))
            previous = point
        }
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    var totalLength: Double {
        subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    }
}

func pointDistance(_ a: CGPoint, _ b: CGPoint) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}
