/// A path cut in two for FreeType's stroker, when its stroke has more points than FreeType
/// counts (16 bits): by its subpaths when it has several, otherwise its one subpath in two
/// pieces that share an element, so the joins on both sides of the cut are still drawn.
/// The strokes of the pieces, put together, fill (non-zero) what the whole stroke would;
/// only a round or square cap at the cut, inside a sharp turn, may show.
enum StrokePieces {
    struct Subpath {
        var start: FixedPoint
        /// Lines and curves, no moves or closes.
        var elements: [PathGeometry.Element]
        var closed: Bool
    }

    /// The geometry's subpaths, each with where it starts (a subpath with no move starts
    /// where the one before started, as the stroker takes it).
    static func subpaths(of geometry: PathGeometry) -> [Subpath] {
        var result: [Subpath] = []
        var start = FixedPoint.zero
        var current: Subpath?
        func finish(closed: Bool) {
            if var subpath = current, !subpath.elements.isEmpty {
                subpath.closed = closed
                result.append(subpath)
            }
            current = nil
        }
        for element in geometry.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
            case .closeSubpath:
                finish(closed: true)
            default:
                if current == nil { current = Subpath(start: start, elements: [], closed: false) }
                current?.elements.append(element)
            }
        }
        finish(closed: false)
        return result
    }

    static func geometry(of subpaths: some Sequence<Subpath>) -> PathGeometry {
        var elements: [PathGeometry.Element] = []
        for subpath in subpaths {
            elements.append(.move(subpath.start))
            elements.append(contentsOf: subpath.elements)
            if subpath.closed { elements.append(.closeSubpath) }
        }
        return PathGeometry(elements: elements)
    }

    /// The path in two halves (nil when it is one element, which cannot be cut).
    static func halves(of geometry: PathGeometry) -> (PathGeometry, PathGeometry)? {
        let parts = subpaths(of: geometry)
        if parts.count > 1 {
            let middle = parts.count / 2
            return (self.geometry(of: parts[..<middle]), self.geometry(of: parts[middle...]))
        }
        guard var subpath = parts.first else { return nil }
        if subpath.closed {
            // Closed: the closing line made explicit, and the first element again at the
            // end, so the join where the subpath started is drawn by the second piece.
            if end(of: subpath.elements[subpath.elements.count - 1]) != subpath.start {
                subpath.elements.append(.line(subpath.start))
            }
            subpath.elements.append(subpath.elements[0])
        }
        let elements = subpath.elements
        guard elements.count >= 2 else { return nil }
        let middle = elements.count / 2
        // Both pieces hold the element at `middle`: the first ends after it, the second
        // starts before it.
        let first = Subpath(start: subpath.start, elements: Array(elements[...middle]), closed: false)
        let second = Subpath(start: end(of: elements[middle - 1]), elements: Array(elements[middle...]), closed: false)
        return (self.geometry(of: [first]), self.geometry(of: [second]))
    }

    /// Where a line or curve ends.
    static func end(of element: PathGeometry.Element) -> FixedPoint {
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: .zero
        }
    }
}
