import Testing
import Panel
@testable import PanelKiosk

@Suite struct BenchTableTests {
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
