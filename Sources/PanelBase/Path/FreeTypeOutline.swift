import CFreeType

/// A path in FreeType's outline form (points in 26.6, which is Panel's 1/64 px, with a tag
/// each, and the index of each contour's last point), in memory kept from path to path.
final class FreeTypeOutline {
    private(set) var points: [FT_Vector] = []
    private(set) var tags: [CChar] = []
    private(set) var contourEnds: [Int32] = []
    /// The contour ends as FreeType counts them, made when the outline is handed over.
    private var shortContourEnds: [Int16] = []

    /// Whether every point is on the outline: curves divided into lines.
    private(set) var isFlat = true

    /// FreeType counts points and contours in 16 bits.
    static let largestCount = Int(Int16.max)
    /// The most points an outline rendered in bands may have (each band within
    /// `largestCount`).
    static let largestBandedCount = 1 << 20

    /// Whether FreeType can take the outline whole.
    var fitsFreeType: Bool { points.count <= Self.largestCount && contourEnds.count <= Self.largestCount }

    /// Sets the outline to `geometry` moved by `offset`, coordinates clamped to
    /// `PathGeometry.coordinateLimit`. False when it has too many points for FreeType
    /// (`forBands`: for FreeType band by band, when its curves are divided into lines).
    func set(_ geometry: PathGeometry, offset: FixedPoint, forBands: Bool = false) -> Bool {
        // Curves as lines where the points allow it, as FreeType's curves where they do not.
        set(geometry, offset: offset, flattening: true, limit: forBands ? Self.largestBandedCount : Self.largestCount)
            || set(geometry, offset: offset, flattening: false, limit: Self.largestCount)
    }

    /// Sets the outline, curves divided into lines by `CurveFlattening` (`flattening`) or
    /// handed to FreeType as curves.
    private func set(_ geometry: PathGeometry, offset: FixedPoint, flattening: Bool, limit: Int) -> Bool {
        isFlat = flattening
        // Built in local arrays (no access checks on the object's at each point), kept after.
        var points: [FT_Vector] = [], tags: [CChar] = [], contourEnds: [Int32] = []
        swap(&points, &self.points); swap(&tags, &self.tags); swap(&contourEnds, &self.contourEnds)
        defer { swap(&points, &self.points); swap(&tags, &self.tags); swap(&contourEnds, &self.contourEnds) }
        points.removeAll(keepingCapacity: true)
        tags.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
        var contourStart = 0
        var subpathStart = FixedPoint.zero
        var open = false
        var current = FixedPoint.zero
        func vector(_ p: FixedPoint) -> FT_Vector {
            let limit = PathGeometry.coordinateLimit
            return FT_Vector(x: Swift.min(Swift.max(p.x.raw &+ offset.x.raw, -limit), limit),
                             y: Swift.min(Swift.max(p.y.raw &+ offset.y.raw, -limit), limit))
        }
        func finish() {
            if open, points.count - contourStart >= 2 {
                contourEnds.append(Int32(truncatingIfNeeded: points.count - 1))
            } else {
                points.removeSubrange(contourStart...)
                tags.removeSubrange(contourStart...)
            }
            contourStart = points.count
            open = false
        }
        func add(_ p: FixedPoint, tag: Int32) {
            if !open {
                points.append(vector(subpathStart))
                tags.append(CChar(FT_CURVE_TAG_ON))
                open = true
            }
            points.append(vector(p))
            tags.append(CChar(tag))
            current = p
        }
        func addLines(_ curve: CurveFlattening) {
            for index in 1...curve.count {
                let point = curve.point(index)
                if !open {
                    points.append(vector(subpathStart))
                    tags.append(CChar(FT_CURVE_TAG_ON))
                    open = true
                }
                points.append(point)
                tags.append(CChar(FT_CURVE_TAG_ON))
            }
        }
        for element in geometry.elements {
            switch element {
            case .move(let p):
                finish()
                subpathStart = p
                current = p
            case .line(let p):
                add(p, tag: FT_CURVE_TAG_ON)
            case .quadCurve(let p, let c) where flattening:
                let start = open ? current : subpathStart
                addLines(CurveFlattening(vector(start), vector(c), vector(c), vector(p), quadratic: true))
                current = p
            case .quadCurve(let p, let c):
                add(c, tag: FT_CURVE_TAG_CONIC)
                add(p, tag: FT_CURVE_TAG_ON)
            case .curve(let p, let c1, let c2) where flattening:
                let start = open ? current : subpathStart
                addLines(CurveFlattening(vector(start), vector(c1), vector(c2), vector(p), quadratic: false))
                current = p
            case .curve(let p, let c1, let c2):
                add(c1, tag: FT_CURVE_TAG_CUBIC)
                add(c2, tag: FT_CURVE_TAG_CUBIC)
                add(p, tag: FT_CURVE_TAG_ON)
            case .closeSubpath:
                finish()
                current = subpathStart
            }
            if points.count > limit || contourEnds.count > limit { return false }
        }
        finish()
        return points.count <= limit
    }

    var isEmpty: Bool { contourEnds.isEmpty }

    /// Sets the outline to lines `build` makes: its points, and the index of each contour's
    /// last point.
    func setLines(_ build: (inout [FT_Vector], inout [Int32]) -> Void) {
        // Tags left from curves are written again; those of lines are all on already.
        if !isFlat { tags.removeAll(keepingCapacity: true) }
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
        isFlat = true
        build(&points, &contourEnds)
        if tags.count > points.count {
            tags.removeSubrange(points.count...)
        } else {
            tags.append(contentsOf: repeatElement(CChar(FT_CURVE_TAG_ON), count: points.count - tags.count))
        }
    }

    /// Runs `body` with an `FT_Outline` over the arrays (valid only inside it).
    func withOutline<Result>(evenOdd: Bool, _ body: (inout FT_Outline) -> Result) -> Result {
        shortContourEnds.removeAll(keepingCapacity: true)
        for end in contourEnds { shortContourEnds.append(Int16(truncatingIfNeeded: end)) }
        return points.withUnsafeMutableBufferPointer { points in
            tags.withUnsafeMutableBufferPointer { tags in
                shortContourEnds.withUnsafeMutableBufferPointer { ends in
                    var outline = FT_Outline()
                    outline.n_points = Int16(truncatingIfNeeded: points.count)
                    outline.n_contours = Int16(truncatingIfNeeded: ends.count)
                    outline.points = points.baseAddress
                    outline.tags = tags.baseAddress
                    outline.contours = ends.baseAddress
                    outline.flags = evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0
                    return body(&outline)
                }
            }
        }
    }
}
