import CFreeType

/// The outline of a stroked path, made by FreeType's stroker (`FT_Stroker`: caps, joins,
/// miter limit): a path whose non-zero fill is the stroke. Each subpath is stroked open or
/// closed as it is; curves stay curves (round caps and joins come back as quadratic arcs).
package final class PathStroker {
    private let library: FontLibrary?
    private var stroker: FT_Stroker?
    private var points: [FT_Vector] = []
    private var tags: [CChar] = []
    private var contourEnds: [Int16] = []

    package init() {
        library = try? FontLibrary()
        if let library {
            var made: FT_Stroker?
            if FT_Stroker_New(library.handle, &made) == 0 { stroker = made }
        }
    }

    deinit {
        if let stroker { FT_Stroker_Done(stroker) }
    }

    /// The stroke of `geometry` in `style`; empty when there is nothing to stroke (or
    /// FreeType refuses it). A stroke of more points than FreeType counts (16 bits) is made
    /// in pieces (`StrokePieces`), their outlines put together.
    package func stroke(_ geometry: PathGeometry, style: PathStrokeStyle) -> PathGeometry {
        guard let stroker, style.lineWidth.raw > 0 else { return PathGeometry() }
        let cap: FT_Stroker_LineCap = switch style.cap {
        case .butt: FT_STROKER_LINECAP_BUTT
        case .round: FT_STROKER_LINECAP_ROUND
        case .square: FT_STROKER_LINECAP_SQUARE
        }
        let join: FT_Stroker_LineJoin = switch style.join {
        // Bevelled past the limit, as Core Graphics and PostScript do (not clipped).
        case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: FT_STROKER_LINEJOIN_ROUND
        case .bevel: FT_STROKER_LINEJOIN_BEVEL
        }
        // The radius in 26.6; the miter limit in 16.16.
        FT_Stroker_Set(stroker, FT_Fixed(style.lineWidth.raw / 2), cap, join, FT_Fixed(style.miterLimit.raw << 10))
        return strokeInPieces(geometry, stroker: stroker, depth: 0) ?? PathGeometry()
    }

    /// The stroke, cut in halves until each piece's fits FreeType's counts; nil when a
    /// piece that cannot be cut does not.
    private func strokeInPieces(_ geometry: PathGeometry, stroker: FT_Stroker, depth: Int) -> PathGeometry? {
        if let outline = strokeWhole(geometry, stroker: stroker) { return outline }
        guard depth < 32, let halves = StrokePieces.halves(of: geometry),
              let a = strokeInPieces(halves.0, stroker: stroker, depth: depth + 1),
              let b = strokeInPieces(halves.1, stroker: stroker, depth: depth + 1) else { return nil }
        return PathGeometry(elements: a.elements + b.elements)
    }

    /// The stroke of the whole path at once; nil when it has more points than FreeType
    /// counts.
    private func strokeWhole(_ geometry: PathGeometry, stroker: FT_Stroker) -> PathGeometry? {
        // Curves as lines (FreeType offsets a curve by moving its control points, which
        // strays from the true edge of a wide line), or, when that gives more points than
        // FreeType counts, as curves.
        FT_Stroker_Rewind(stroker)
        if feed(geometry, to: stroker, flattening: true), let outline = export(from: stroker), !outline.isEmpty {
            return outline
        }
        FT_Stroker_Rewind(stroker)
        guard feed(geometry, to: stroker, flattening: false) else { return PathGeometry() }
        return export(from: stroker)
    }

    /// Hands each subpath to the stroker, curves divided into lines by `CurveFlattening`
    /// when `flattening`. False when FreeType refuses one.
    private func feed(_ geometry: PathGeometry, to stroker: FT_Stroker, flattening: Bool) -> Bool {
        let elements = geometry.elements
        let limit = PathGeometry.coordinateLimit
        func vector(_ p: FixedPoint) -> FT_Vector {
            FT_Vector(x: Swift.min(Swift.max(p.x.raw, -limit), limit), y: Swift.min(Swift.max(p.y.raw, -limit), limit))
        }
        var subpathStart = FixedPoint.zero
        var index = 0
        while index < elements.count {
            if case .move(let p) = elements[index] {
                subpathStart = p
                index += 1
                continue
            }
            if case .closeSubpath = elements[index] {
                index += 1
                continue
            }
            // A subpath of drawing elements from `index` up to a close or a move.
            var end = index
            while end < elements.count {
                if case .move = elements[end] { break }
                if case .closeSubpath = elements[end] { break }
                end += 1
            }
            var closed = false
            if end < elements.count, case .closeSubpath = elements[end] { closed = true }
            var start = vector(subpathStart)
            // FreeType skips lines of no length; a subpath of nothing else leaves its borders
            // unset, and ending it writes outside them. It has no direction to stroke along:
            // it draws nothing.
            guard PathStroker.moves(elements[index..<end], from: start, flattening: flattening, vector: vector) else {
                index = closed ? end + 1 : end
                continue
            }
            guard FT_Stroker_BeginSubPath(stroker, &start, closed ? 0 : 1) == 0 else { return false }
            var current = start
            func lines(_ curve: CurveFlattening) -> FT_Error {
                for step in 1...curve.count {
                    var to = curve.point(step)
                    // Points that round to the same 1/64 px make no line.
                    if to.x == current.x && to.y == current.y && step < curve.count { continue }
                    let error = FT_Stroker_LineTo(stroker, &to)
                    if error != 0 { return error }
                    current = to
                }
                return 0
            }
            for element in elements[index..<end] {
                var error: FT_Error = 0
                switch element {
                case .line(let p):
                    var to = vector(p)
                    error = FT_Stroker_LineTo(stroker, &to)
                    current = to
                case .quadCurve(let p, let c) where flattening:
                    error = lines(CurveFlattening(current, vector(c), vector(c), vector(p), quadratic: true))
                case .curve(let p, let c1, let c2) where flattening:
                    error = lines(CurveFlattening(current, vector(c1), vector(c2), vector(p), quadratic: false))
                case .quadCurve(let p, let c):
                    var to = vector(p), control = vector(c)
                    error = FT_Stroker_ConicTo(stroker, &control, &to)
                    current = to
                case .curve(let p, let c1, let c2):
                    var to = vector(p), control1 = vector(c1), control2 = vector(c2)
                    error = FT_Stroker_CubicTo(stroker, &control1, &control2, &to)
                    current = to
                case .move, .closeSubpath:
                    break
                }
                guard error == 0 else { return false }
            }
            guard FT_Stroker_EndSubPath(stroker) == 0 else { return false }
            // A closed subpath's next one starts where it started.
            index = closed ? end + 1 : end
        }
        return true
    }

    /// Whether a subpath draws a line of some length as FreeType is given it: a line's or
    /// curve's end away from the point before (each piece of a flattened curve).
    private static func moves(_ elements: ArraySlice<PathGeometry.Element>, from start: FT_Vector, flattening: Bool,
                              vector: (FixedPoint) -> FT_Vector) -> Bool {
        var current = start
        func away(_ p: FT_Vector) -> Bool { p.x != current.x || p.y != current.y }
        for element in elements {
            var curve: CurveFlattening?
            let to: FT_Vector
            switch element {
            case .line(let p): to = vector(p)
            case .quadCurve(let p, let c):
                to = vector(p)
                if flattening { curve = CurveFlattening(current, vector(c), vector(c), to, quadratic: true) }
            case .curve(let p, let c1, let c2):
                to = vector(p)
                if flattening { curve = CurveFlattening(current, vector(c1), vector(c2), to, quadratic: false) }
            case .move, .closeSubpath: continue
            }
            if let curve {
                for step in 1...curve.count where away(curve.point(step)) { return true }
            } else {
                switch element {
                case .quadCurve(_, let c) where !flattening:
                    if !PathStroker.isNoOpCurve([current, vector(c), to]) { return true }
                case .curve(_, let c1, let c2) where !flattening:
                    if !PathStroker.isNoOpCurve([current, vector(c1), vector(c2), to]) { return true }
                default:
                    if away(to) { return true }
                }
            }
            current = to
        }
        return false
    }

    /// Whether FreeType's stroker skips a curve given whole: it draws nothing when each
    /// point is within 1/32 px (under 2 units) of the one before, however far the curve's
    /// end lies from its start in all.
    private static func isNoOpCurve(_ points: [FT_Vector]) -> Bool {
        zip(points, points.dropFirst()).allSatisfy { abs($0.x - $1.x) < 2 && abs($0.y - $1.y) < 2 }
    }

    /// The stroker's outline; nil when it has more points or contours than FreeType counts.
    private func export(from stroker: FT_Stroker) -> PathGeometry? {
        var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
        guard FT_Stroker_GetCounts(stroker, &pointCount, &contourCount) == 0, pointCount > 0 else { return PathGeometry() }
        guard pointCount <= FT_UInt(Int16.max), contourCount <= FT_UInt(Int16.max) else { return nil }
        points = Array(repeating: FT_Vector(), count: Int(pointCount))
        tags = Array(repeating: 0, count: Int(pointCount))
        contourEnds = Array(repeating: 0, count: Int(contourCount))
        var geometry = PathGeometry()
        points.withUnsafeMutableBufferPointer { points in
            tags.withUnsafeMutableBufferPointer { tags in
                contourEnds.withUnsafeMutableBufferPointer { ends in
                    var outline = FT_Outline()
                    outline.points = points.baseAddress
                    outline.tags = tags.baseAddress
                    outline.contours = ends.baseAddress
                    FT_Stroker_Export(stroker, &outline)
                    geometry = PathStroker.geometry(of: outline)
                }
            }
        }
        return geometry
    }

    /// An outline's contours as path elements, each closed (a conic's implied on-points
    /// made explicit by `FT_Outline_Decompose`).
    static func geometry(of outline: FT_Outline) -> PathGeometry {
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let c = PathStroker.collected(user)
            if !c.elements.isEmpty { c.elements.append(.closeSubpath) }
            c.elements.append(.move(PathStroker.point(to)))
            return 0
        }
        funcs.line_to = { to, user in
            PathStroker.collected(user).elements.append(.line(PathStroker.point(to)))
            return 0
        }
        funcs.conic_to = { control, to, user in
            PathStroker.collected(user).elements.append(.quadCurve(PathStroker.point(to), control: PathStroker.point(control)))
            return 0
        }
        funcs.cubic_to = { control1, control2, to, user in
            PathStroker.collected(user).elements.append(.curve(PathStroker.point(to), control1: PathStroker.point(control1), control2: PathStroker.point(control2)))
            return 0
        }
        let result = DecomposedOutline()
        var outline = outline
        let error = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(result).toOpaque())
        guard error == 0 else { return PathGeometry() }
        if !result.elements.isEmpty { result.elements.append(.closeSubpath) }
        return PathGeometry(elements: result.elements)
    }

    private static func point(_ v: UnsafePointer<FT_Vector>?) -> FixedPoint {
        guard let v else { return .zero }
        return FixedPoint(x: Fixed(raw: v.pointee.x), y: Fixed(raw: v.pointee.y))
    }

    private static func collected(_ user: UnsafeMutableRawPointer?) -> DecomposedOutline {
        Unmanaged<DecomposedOutline>.fromOpaque(user!).takeUnretainedValue()
    }
}

/// The elements `FT_Outline_Decompose` hands back, one callback at a time.
private final class DecomposedOutline {
    var elements: [PathGeometry.Element] = []
}
