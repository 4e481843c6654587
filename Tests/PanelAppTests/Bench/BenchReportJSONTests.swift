import Foundation
import Testing
import Panel
@testable import PanelKiosk

@Suite struct BenchReportJSONTests {
    @Test func aReportSurvivesTheRoundTrip() throws {
        let report = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 400_000),
                                           BenchFixtures.run(scene: "full", width: 1920, height: 1080, frameCost: 3_000_000)])
        let text = BenchReportJSON.encode(report)
        let decoded = try BenchReportJSON.decode(text, path: "r.json")
        #expect(decoded == report)
        #expect(decoded.runs[1].phase(.frame) == report.runs[1].phase(.frame))
        #expect(decoded.runs[0].samples.count == 40)
        // The file names its schema and version, and the derived memcpy ratios.
        #expect(text.contains("\"schema\": \"panel-bench\""))
        #expect(text.contains("\"version\": \(BenchReport.schemaVersion)"))
        #expect(text.contains("\"p50_memcpy\":"))
    }

    @Test func anIdleTailSurvivesTheRoundTripWithItsRates() throws {
        var run = BenchFixtures.run(scene: "typing", frameCost: 300_000)
        run.idleTail = BenchIdleTail(duration: 3_000_000_000, wakeUps: 12, frames: 6)
        let report = BenchFixtures.report([run, BenchFixtures.run(scene: "toggle", frameCost: 400_000)])
        let text = BenchReportJSON.encode(report)
        let decoded = try BenchReportJSON.decode(text, path: "r.json")
        #expect(decoded == report)
        #expect(decoded.runs[0].idleTail == run.idleTail)
        #expect(decoded.runs[1].idleTail == nil)
        #expect(text.contains("\"wakeups_per_second\":4"))
        #expect(text.contains("\"frames_per_second\":2"))
        #expect(BenchTable.render(report).contains("idle tail (typing 800x480): 3000 ms without input: 12 loop wake-ups (4.0/s), 6 frames (2.0/s)"))
    }

    @Test func aFileWithoutP999ReadsItsMaximumAsP999() throws {
        let report = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 400_000)])
        let text = BenchReportJSON.encode(report)
        #expect(text.contains("\"p999_ns\":"))
        var older = text
        while let range = older.range(of: #""p999_ns":\s*[0-9]+,\s*"#, options: .regularExpression) { older.removeSubrange(range) }
        #expect(!older.contains("p999_ns"))
        let decoded = try BenchReportJSON.decode(older, path: "older.json")
        let frame = try #require(decoded.runs[0].phase(.frame))
        #expect(frame.p999 == frame.max)
    }

    @Test func anotherVersionIsRejectedByName() {
        let text = BenchReportJSON.encode(BenchFixtures.report([])).replacingFirst("\"version\": 1", with: "\"version\": 99")
        #expect(throws: BenchFileError.self) { try BenchReportJSON.decode(text, path: "old.json") }
        do {
            _ = try BenchReportJSON.decode(text, path: "old.json")
        } catch {
            #expect(error.description.contains("old.json"))
            #expect(error.description.contains("version 99"))
        }
    }

    @Test func aMissingOrMistypedFieldIsNamedWithItsLine() {
        let report = BenchFixtures.report([BenchFixtures.run(scene: "press", frameCost: 100_000, frames: 2)])
        let missing = BenchReportJSON.encode(report).replacingFirst("\"missed_refreshes\":", with: "\"missed\":")
        do {
            _ = try BenchReportJSON.decode(missing, path: "a.json")
            Issue.record("a report without missed_refreshes was accepted")
        } catch {
            #expect(error.description.contains("a.json: line"))
            #expect(error.description.contains("missing \"missed_refreshes\""))
        }
        let mistyped = BenchReportJSON.encode(report).replacingFirst("\"frames\":2", with: "\"frames\":\"two\"")
        do {
            _ = try BenchReportJSON.decode(mistyped, path: "b.json")
            Issue.record("a report with a string frame count was accepted")
        } catch {
            #expect(error.description.contains("\"frames\" must be a whole number"))
        }
        do {
            _ = try BenchReportJSON.decode("{\"schema\": \"other\"}", path: "c.json")
            Issue.record("a foreign file was accepted")
        } catch {
            #expect(error.description.contains("not a Panel bench report"))
        }
        #expect(throws: BenchFileError.self) { try BenchReportJSON.decode("{", path: "d.json") }
    }
}

extension String {
    /// The text with the first `target` replaced (tests edit encoded reports with it).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
