import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

/// Paths the fuzzer found that once crashed (Fuzz/Regressions/FuzzPath), drawn here too.
@MainActor
@Suite struct PathDegenerateTests {
    /// A subpath whose lines have no length (after rounding to 1/64 px) gives FreeType's
    /// stroker no direction: it draws nothing, and the rest of the path is stroked.
    @Test func aSubpathWithNoLengthStrokesToNothing() {
        let point = CGPoint(x: 10, y: 10)
        let still = Path { p in
            p.move(to: point)
            p.addLine(to: point)
            p.addLine(to: CGPoint(x: 10.001, y: 10))
            p.addCurve(to: point, control1: point, control2: point)
        }
        let stroker = PathStroker()
        for cap in [PathStrokeStyle.Cap.butt, .round, .square] {
            #expect(stroker.stroke(still.geometry(relativeTo: .zero), style: PathStrokeStyle(lineWidth: Fixed(4), cap: cap)).isEmpty)
            var closed = still
            closed.closeSubpath()
            #expect(stroker.stroke(closed.geometry(relativeTo: .zero), style: PathStrokeStyle(lineWidth: Fixed(4), cap: cap)).isEmpty)
        }
        var both = still
        both.move(to: CGPoint(x: 0, y: 20))
        both.addLine(to: CGPoint(x: 30, y: 20))
        let outline = stroker.stroke(both.geometry(relativeTo: .zero), style: PathStrokeStyle(lineWidth: Fixed(4)))
        #expect(outline.controlBounds == FixedRect(x: .zero, y: Fixed(18), width: Fixed(30), height: Fixed(4)))
    }

    /// FreeType's stroker skips a curve given whole whose points each lie within 1/32 px of
    /// the one before; a subpath of only such a curve must not reach it. Curves are given
    /// whole when their lines would be more points than FreeType counts: hence the rings.
    @Test func aTinyCurveGivenWholeStrokesToNothing() {
        var path = Path()
        for ring in 0..<100 {
            path.addEllipse(in: CGRect(x: Double(ring % 20) * 20, y: Double(ring / 20) * 20, width: 400, height: 400))
        }
        let start = CGPoint(x: 131.69, y: 131.69), step = 1.0 / 64
        path.move(to: start)
        path.addCurve(to: CGPoint(x: start.x - 3 * step, y: start.y - 3 * step),
                      control1: CGPoint(x: start.x - step, y: start.y - step), control2: CGPoint(x: start.x - 2 * step, y: start.y - 2 * step))
        path.move(to: start)
        path.addQuadCurve(to: CGPoint(x: start.x - 2 * step, y: start.y - 2 * step), control: CGPoint(x: start.x - step, y: start.y - step))
        let outline = PathStroker().stroke(path.geometry(relativeTo: .zero), style: PathStrokeStyle(lineWidth: Fixed(52), cap: .square, join: .bevel))
        #expect(outline.elements.contains { if case .curve = $0 { true } else { false } }, "the rings are stroked as whole curves")
    }

    @Test func aTangentArcTowardsInfinityDrawsNoArc() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: Double.infinity, y: 1e308), radius: 5)
        path.addArc(tangent1End: CGPoint(x: -1e308, y: 10), tangent2End: CGPoint(x: 1e308, y: -1e308), radius: 1e300)
        #expect(!path.isEmpty)
    }
}
