import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

@MainActor
@Suite(.enabled(if: CairoReference.isAvailable))
struct ZDiagTests {
    @Test func diag() {
        let t = PathCairoDifferentialTests()
        var paths = PathCairoDifferentialTests.handPicked
        for seed in 1...40 { paths.append(PathCairoDifferentialTests.randomPath(seed: UInt64(seed))) }
        var total4 = 0, total8 = 0, n = 0
        for (index, path) in paths.enumerated() {
            for rule in [PathFillRule.nonZero, .evenOdd] {
                let (off4, worst) = t.compare(path, rule: rule, levels: 4)
                let (off8, _) = t.compare(path, rule: rule, levels: 8)
                total4 += off4; total8 += off8; n += 4096
                if index < 5 || off4 > 40 { print("DIAG fill \(index) \(rule): >4 \(off4) >8 \(off8) worst \(worst)") }
            }
        }
        print("DIAG fills total >4 \(total4) >8 \(total8) of \(n)")
        let styles = [StrokeStyle(lineWidth: 1), StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round),
                      StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel), StrokeStyle(lineWidth: 3, lineJoin: .miter, miterLimit: 4)]
        var s4 = 0, sn = 0
        var spaths = PathCairoDifferentialTests.handPicked
        for seed in 100...120 { spaths.append(PathCairoDifferentialTests.randomPath(seed: UInt64(seed))) }
        for (index, path) in spaths.enumerated() {
            for style in styles {
                let (off4, worst) = t.compare(path, stroke: style, levels: 4)
                s4 += off4; sn += 4096
                if off4 > 60 { print("DIAG stroke \(index) \(style.lineWidth): >4 \(off4) worst \(worst)") }
            }
        }
        print("DIAG strokes total >4 \(s4) of \(sn)")
    }
}
