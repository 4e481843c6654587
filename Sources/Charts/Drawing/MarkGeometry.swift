import SwiftUI

/// A mark (or a series) placed in a plot: what is drawn, in points from the plot's
/// top-left corner.
enum MarkGeometry: Equatable {
    case rect(CGRect, cornerRadius: CGFloat)
    case polyline([CGPoint])
    case area(top: [CGPoint], bottom: [CGPoint])
    case symbol(CGRect, BasicChartSymbolShape)
    case segment(CGPoint, CGPoint)
    /// Angles in degrees, clockwise from 12 o'clock.
    case sector(center: CGPoint, innerRadius: CGFloat, outerRadius: CGFloat, start: Double, end: Double)
}

/// Many points to a few per pixel column: in each run of points that fall in one column,
/// the first, the lowest, the highest and the last, in their order. A line drawn through
/// them covers the same pixels as one through all the points.
enum LineDecimation {
    static func decimate(_ points: [CGPoint], width: CGFloat) -> [CGPoint] {
        guard points.count > max(8, Int(width.rounded(.up)) * 2) else { return points }
        var result: [CGPoint] = []
        result.reserveCapacity(Int(width) * 4 + 4)
        var start = 0
        while start < points.count {
            let column = points[start].x.rounded(.down)
            var end = start + 1
            var low = start, high = start
            while end < points.count, points[end].x.rounded(.down) == column {
                if points[end].y < points[low].y { low = end }
                if points[end].y > points[high].y { high = end }
                end += 1
            }
            // The four in their order, each once (no array per column).
            let (first, second) = low < high ? (low, high) : (high, low)
            result.append(points[start])
            if first != start { result.append(points[first]) }
            if second != first { result.append(points[second]) }
            if end - 1 != second { result.append(points[end - 1]) }
            start = end
        }
        return result
    }
}

/// Paths through points, joined as an `InterpolationMethod` says.
enum InterpolatedPath {
    static func add(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, startWithMove: Bool) {
        guard let first = points.first else { return }
        if startWithMove { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method.storage {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for index in 1..<points.count {
                path.addLine(to: CGPoint(x: points[index - 1].x, y: points[index].y))
                path.addLine(to: points[index])
            }
        case .stepEnd:
            for index in 1..<points.count {
                path.addLine(to: CGPoint(x: points[index].x, y: points[index - 1].y))
                path.addLine(to: points[index])
            }
        case .stepCenter:
            for index in 1..<points.count {
                let middle = (points[index - 1].x + points[index].x) / 2
                path.addLine(to: CGPoint(x: middle, y: points[index - 1].y))
                path.addLine(to: CGPoint(x: middle, y: points[index].y))
                path.addLine(to: points[index])
            }
        case .catmullRom:
            cardinal(points, tension: 0, to: &path)
        case .cardinal(let tension):
            cardinal(points, tension: tension, to: &path)
        case .monotone:
            monotone(points, to: &path)
        }
    }

    /// Cubic pieces whose tangents follow the neighbouring points (tension 0: Catmull-Rom).
    private static func cardinal(_ points: [CGPoint], tension: CGFloat, to path: inout Path) {
        let scale = (1 - tension) / 6
        for index in 0..<(points.count - 1) {
            let p0 = points[max(0, index - 1)], p1 = points[index], p2 = points[index + 1]
            let p3 = points[min(points.count - 1, index + 2)]
            path.addCurve(to: p2,
                          control1: CGPoint(x: p1.x + (p2.x - p0.x) * scale, y: p1.y + (p2.y - p0.y) * scale),
                          control2: CGPoint(x: p2.x - (p3.x - p1.x) * scale, y: p2.y - (p3.y - p1.y) * scale))
        }
    }

    /// Fritsch-Carlson: a curve that never overshoots, rising only where the points rise.
    private static func monotone(_ points: [CGPoint], to path: inout Path) {
        let count = points.count
        var secants = [CGFloat](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            secants[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = secants[0]
        tangents[count - 1] = secants[count - 2]
        if count > 2 {
            for index in 1..<(count - 1) {
                let (a, b) = (secants[index - 1], secants[index])
                tangents[index] = a * b <= 0 ? 0 : 2 / (1 / a + 1 / b)
            }
        }
        for index in 0..<(count - 1) {
            let p1 = points[index], p2 = points[index + 1]
            let third = (p2.x - p1.x) / 3
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + third, y: p1.y + tangents[index] * third),
                          control2: CGPoint(x: p2.x - third, y: p2.y - tangents[index + 1] * third))
        }
    }

    /// The path of a layer's geometry.
    static func path(_ items: [MarkGeometry], _ method: InterpolationMethod) -> Path {
        var path = Path()
        for item in items {
            switch item {
            case .rect(let rect, let radius):
                if radius > 0 {
                    path.addRoundedRect(in: rect, cornerSize: CGSize(width: min(radius, rect.width / 2, rect.height / 2),
                                                                     height: min(radius, rect.width / 2, rect.height / 2)))
                } else {
                    path.addRect(rect)
                }
            case .polyline(let points):
                add(points, method, to: &path, startWithMove: true)
            case .area(let top, let bottom):
                guard !top.isEmpty else { continue }
                add(top, method, to: &path, startWithMove: true)
                add(bottom.reversed(), method, to: &path, startWithMove: false)
                path.closeSubpath()
            case .symbol(let rect, let shape):
                shape.add(to: &path, in: rect)
            case .segment(let from, let to):
                path.move(to: from)
                path.addLine(to: to)
            case .sector(let center, let inner, let outer, let start, let end):
                guard end > start else { continue }
                let from = Angle.degrees(start - 90), to = Angle.degrees(end - 90)
                path.addArc(center: center, radius: outer, startAngle: from, endAngle: to, clockwise: false)
                if inner > 0 {
                    path.addArc(center: center, radius: inner, startAngle: to, endAngle: from, clockwise: true)
                } else {
                    path.addLine(to: center)
                }
                path.closeSubpath()
            }
        }
        return path
    }
}
