import Testing
import Panel
@testable import panel_app

@Suite struct BenchComparisonTests {
    @Test func comparisonShowsDeltasAndRatiosPerSceneAndPhase() {
        let before = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 400_000),
                                           BenchFixtures.run(scene: "hold", frameCost: 1_000_000)])
        let after = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 200_000),
                                          BenchFixtures.run(scene: "dense", frameCost: 1_000_000)], renderer: "other")
        let text = BenchComparison.render(before, after, nameA: "a.json", nameB: "b.json")
        let lines = text.split(separator: "\n").map(String.init)
        let toggleFrame = try? #require(lines.first { $0.hasPrefix("toggle 800x480") && $0.contains(" frame ") })
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

    @Test func tableHasOneRowPerRunWithRatiosToMemcpy() {
        let run = BenchFixtures.run(scene: "full", frameCost: 2_500_000)
        let text = BenchTable.render(BenchFixtures.report([run]))
        let row = text.split(separator: "\n").first { $0.hasPrefix("full 800x480") }
        let frame = run.phase(.frame)!
        #expect(row?.contains(BenchTable.ms(frame.p99)) == true)
        #expect(row?.contains(BenchTable.ratio(Double(frame.p50) / 250_000)) == true)
        #expect(text.contains("note: made by hand"))
    }

    @Test func millisecondsAndRatiosAreFormattedWithFixedDecimals() {
        #expect(BenchTable.ms(1_234_567) == "1.235")
        #expect(BenchTable.ms(42_000) == "0.042")
        #expect(BenchTable.ms(-2_500_000) == "-2.500")
        #expect(BenchTable.ratio(0.856) == "0.86")
        #expect(BenchTable.ratio(12) == "12.00")
        #expect(BenchComparison.change(0, 5) == "-")
        #expect(BenchTable.shortMs(12_500_000) == "12.5")
        #expect(BenchTable.shortMs(100_000_000) == "100")
        #expect(BenchTable.shortMs(16_666_667) == "16.667")
    }
}
