import PanelBase

extension Path {
    /// The outline of the path stroked in `style`: a path whose fill is the line (dashes,
    /// ends, corners and the miter limit applied), made by FreeType's stroker at 1/64 px.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let stroke = style.pathStrokeStyle
        let outline = PathStroker().stroke(dashed(style).geometry(relativeTo: .zero), style: stroke)
        return Path(outline, at: .zero)
    }

    /// The path cut into its dashes (each an open subpath): `style.dash` lengths on and off
    /// in turn, starting `dashPhase` into the pattern, again from the start of each
    /// subpath. Itself when there are no dashes (or they add up to nothing).
    func dashed(_ style: StrokeStyle) -> Path {
        let pattern = style.dash.map { $0.isFinite ? Swift.max(0, $0) : 0 }
        let period = pattern.count % 2 == 1 ? 2 * pattern.reduce(0, +) : pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite else { return self }
        // An odd count repeats twice over, as Core Graphics does.
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        // Pieces shorter than a 64th of a pixel draw nothing; bounded so no path makes
        // unbounded work.
        let smallest = Swift.max(period / Double(lengths.count), 1.0 / 64)
        var result = Path()
        var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
        if phase < 0 { phase += period }
        for subpath in PathFlattening(self).subpaths {
            let length = subpath.segments.reduce(0) { $0 + $1.length }
            guard length / smallest < 100_000 else { return self }
            // Where the pattern stands at the subpath's start.
            var index = 0, remaining = lengths[0], position = 0.0
            var skip = phase
            while skip > 0 {
                if skip >= remaining { skip -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index] }
                else { remaining -= skip; skip = 0 }
            }
            while position < length {
                let end = Swift.min(length, position + remaining)
                if index % 2 == 0 && end > position {
                    Path.appendPart(of: subpath.segments, from: position, to: end, into: &result)
                }
                position = end
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
        }
        return result
    }

    /// The path in 1/64 px, relative to `origin`.
    package func geometry(relativeTo origin: CGPoint) -> PathGeometry {
        func fixed(_ p: CGPoint) -> FixedPoint { FixedPoint(x: Fixed(p.x - origin.x), y: Fixed(p.y - origin.y)) }
        return PathGeometry(elements: elements.map { element in
            switch element {
            case .move(let p): .move(fixed(p))
            case .line(let p): .line(fixed(p))
            case .quadCurve(let p, let c): .quadCurve(fixed(p), control: fixed(c))
            case .curve(let p, let c1, let c2): .curve(fixed(p), control1: fixed(c1), control2: fixed(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }

    /// A path from geometry in 1/64 px placed at `origin`.
    package init(_ geometry: PathGeometry, at origin: CGPoint) {
        func point(_ p: FixedPoint) -> CGPoint { CGPoint(x: origin.x + p.x.doubleValue, y: origin.y + p.y.doubleValue) }
        self.init(elements: geometry.elements.map { element in
            switch element {
            case .move(let p): .move(to: point(p))
            case .line(let p): .line(to: point(p))
            case .quadCurve(let p, let c): .quadCurve(to: point(p), control: point(c))
            case .curve(let p, let c1, let c2): .curve(to: point(p), control1: point(c1), control2: point(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}

extension StrokeStyle {
    /// The renderer's stroke: width, ends, corners and miter limit (dashes are cut first).
    package var pathStrokeStyle: PathStrokeStyle {
        let cap: PathStrokeStyle.Cap = switch lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: PathStrokeStyle.Join = switch lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return PathStrokeStyle(lineWidth: Fixed(lineWidth.isFinite ? lineWidth : 0), cap: cap, join: join,
                               miterLimit: Fixed(miterLimit.isFinite ? miterLimit : 10))
    }
}
