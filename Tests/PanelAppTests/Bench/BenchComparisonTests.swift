import Testing
import Panel
@testable import PanelKiosk

@Suite struct BenchComparisonTests {
    @Test func comparisonShowsDeltasAndRatiosPerSceneAndPhase() {
        let before = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 400_000),
                                           BenchFixtures.run(scene: "hold", frameCost: 1_000_000)])
        let after = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 200_000),
                                          BenchFixtures.run(scene: "dense", frameCost: 1_000_000)], renderer: "other")
        let text = BenchComparison.render(before, after, nameA: "a.json", nameB: "b.json")
        let lines = text.split(separator: "\n").map(String.init)
        let toggleFrame = lines.first { $0.hasPrefix("toggle 800x480") && $0.contains(" frame ") }
        #expect(toggleFrame != nil, "\(text)")
        let frameA = before.runs[0].phase(.frame)!, frameB = after.runs[0].phase(.frame)!
        let expectedDelta = BenchComparison.signedMs(frameB.p50 - frameA.p50)
        let expectedRatio = BenchTable.ratio(Double(frameB.p50) / Double(frameA.p50)) + "x"
        #expect(toggleFrame?.contains(BenchTable.ms(frameA.p50)) == true)
        #expect(toggleFrame?.contains(BenchTable.ms(frameB.p50)) == true)
        #expect(toggleFrame?.contains(expectedDelta) == true)
        #expect(toggleFrame?.contains(expectedRatio) == true)
        #expect(expectedDelta.hasPrefix("-"))
        #expect(lines.contains { $0.hasPrefix("toggle 800x480") && $0.contains("input_to_flip") })
        #expect(lines.contains("only in A: hold 800x480"))
        #expect(lines.contains("only in B: dense 800x480"))
        #expect(lines[0].contains("a.json") && lines[0].contains("other"))
    }
}
