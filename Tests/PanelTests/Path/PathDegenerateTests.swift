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

    @Test func aTangentArcTowardsInfinityDrawsNoArc() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: Double.infinity, y: 1e308), radius: 5)
        path.addArc(tangent1End: CGPoint(x: -1e308, y: 10), tangent2End: CGPoint(x: 1e308, y: -1e308), radius: 1e300)
        #expect(!path.isEmpty)
    }
}
