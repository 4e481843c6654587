import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

/// The path rasterizer against cairo: the same paths (points on 1/64 px, so both see the
/// same geometry), filled by both rules and stroked with every cap and join, give
/// coverage within 4 levels of cairo's (drawn finely: `CairoReference`) on nearly every
/// pixel.
@MainActor
@Suite(.enabled(if: CairoReference.isAvailable, "needs libcairo.so.2"))
struct PathCairoDifferentialTests {
    static let size = 64

    /// Panel's coverage: the path drawn in white on black through the renderer's sink.
    func panelCoverage(of path: Path, rule: PathFillRule = .nonZero, stroke: StrokeStyle? = nil) -> [UInt8] {
        let surface = Surface(width: Self.size, height: Self.size)
        surface.clear(to: PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
        var sink = SurfaceColorSink(surface: surface, color: PixelColor(red: 255, green: 255, blue: 255, alpha: 255))
        let rasterizer = PathRasterizer()
        let geometry = path.geometry(relativeTo: .zero)
        if let stroke {
            rasterizer.stroke(path.dashed(stroke).geometry(relativeTo: .zero), at: .zero, style: stroke.pathStrokeStyle,
                              clip: surface.bounds, into: &sink)
        } else {
            rasterizer.fill(geometry, at: .zero, rule: rule, clip: surface.bounds, into: &sink)
        }
        return (0..<(Self.size * Self.size)).map { surface[$0 % Self.size, $0 / Self.size].alpha }
    }

    /// How many pixels differ by more than `levels`, and the largest difference.
    func compare(_ path: Path, rule: PathFillRule = .nonZero, stroke: StrokeStyle? = nil, levels: Int = 8) -> (Int, Int) {
        let ours = panelCoverage(of: path, rule: rule, stroke: stroke)
        let theirs = CairoReference.shared!.coverage(of: path, width: Self.size, height: Self.size, rule: rule, stroke: stroke)
        var off = 0, worst = 0
        for (a, b) in zip(ours, theirs) {
            let d = Swift.abs(Int(a) - Int(b))
            worst = Swift.max(worst, d)
            if d > levels { off += 1 }
        }
        return (off, worst)
    }

    /// A generator of the same numbers on every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(range))
        }
        /// A coordinate on 1/64 px within the image (with a margin for strokes).
        mutating func coordinate() -> Double { Double(next(52 * 64) + 6 * 64) / 64 }
        mutating func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
    }

    static func randomPath(seed: UInt64) -> Path {
        var numbers = Numbers(state: seed)
        var path = Path()
        for _ in 0..<(1 + numbers.next(2)) {
            path.move(to: numbers.point())
            for _ in 0..<(2 + numbers.next(5)) {
                switch numbers.next(3) {
                case 0: path.addLine(to: numbers.point())
                case 1: path.addQuadCurve(to: numbers.point(), control: numbers.point())
                default: path.addCurve(to: numbers.point(), control1: numbers.point(), control2: numbers.point())
                }
            }
            if numbers.next(2) == 0 { path.closeSubpath() }
        }
        return path
    }

    static let handPicked: [Path] = [
        Path(CGRect(x: 10.25, y: 8.5, width: 40.5, height: 30.75)),
        Path(ellipseIn: CGRect(x: 6, y: 10, width: 50, height: 40)),
        Path(roundedRect: CGRect(x: 8, y: 8, width: 48, height: 40), cornerRadius: 12),
        Path { p in p.addLines([CGPoint(x: 32, y: 4), CGPoint(x: 50, y: 58), CGPoint(x: 6, y: 24), CGPoint(x: 58, y: 24),
                                CGPoint(x: 14, y: 58)]); p.closeSubpath() },
        Path { p in p.addLines([CGPoint(x: 6, y: 50), CGPoint(x: 32, y: 10), CGPoint(x: 58, y: 50)]) },
    ]

    /// Paths whose edges do not cross (a rectangle, an ellipse, a rounded rectangle, an
    /// open polyline): every pixel within a few levels of cairo.
    static let uncrossed = [0, 1, 2, 4]

    /// Where a path crosses itself inside a pixel, FreeType's coverage (signed areas
    /// summed) is not the share of the pixel inside the path: parts wound +1 and −1
    /// cancel, a part wound twice counts twice. Those few pixels are all that differ.
    @Test func fillsAgreeWithCairo() {
        var paths = Self.handPicked
        for seed in 1...40 { paths.append(Self.randomPath(seed: UInt64(seed))) }
        var pixels = 0, off = 0
        for (index, path) in paths.enumerated() {
            for rule in [PathFillRule.nonZero, .evenOdd] {
                let (beyond, worst) = compare(path, rule: rule, levels: 4)
                pixels += Self.size * Self.size
                off += beyond
                if Self.uncrossed.contains(index) {
                    #expect(worst <= 4, "path \(index) \(rule): \(beyond) pixels off, worst \(worst)")
                } else {
                    // Crossings: a few pixels of the image.
                    #expect(beyond <= 100, "path \(index) \(rule): \(beyond) pixels off, worst \(worst)")
                }
            }
        }
        // Within 4 levels on at least 99.5 % of the pixels.
        #expect(off * 200 <= pixels, "\(off) of \(pixels) pixels more than 4 levels off")
    }

    @Test func strokesAgreeWithCairo() {
        var paths = Self.handPicked
        for seed in 100...120 { paths.append(Self.randomPath(seed: UInt64(seed))) }
        let styles = [StrokeStyle(lineWidth: 1), StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round),
                      StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel), StrokeStyle(lineWidth: 3, lineJoin: .miter, miterLimit: 4)]
        var pixels = 0, off = 0
        for (index, path) in paths.enumerated() {
            for style in styles {
                let (beyond, worst) = compare(path, stroke: style, levels: 4)
                pixels += Self.size * Self.size
                off += beyond
                if Self.uncrossed.contains(index) {
                    #expect(beyond <= 2 && worst <= 6, "path \(index) stroked \(style): \(beyond) pixels off, worst \(worst)")
                } else {
                    #expect(beyond <= 120, "path \(index) stroked \(style): \(beyond) pixels off, worst \(worst)")
                }
            }
        }
        // The stroker's outline overlaps itself at joins and crossings: within 4 levels on
        // at least 99 % of the pixels.
        #expect(off * 100 <= pixels, "\(off) of \(pixels) pixels more than 4 levels off")
    }
}
