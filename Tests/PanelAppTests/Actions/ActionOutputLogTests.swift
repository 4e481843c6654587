import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// A program's output as log lines: long lines cut, a rate per second, drops counted.
@Suite struct ActionOutputLogTests {
    final class Lines {
        var entries: [(Log.Priority, String)] = []
        var texts: [String] { entries.map(\.1) }
    }

    func makeLog(_ lines: Lines) -> ActionOutputLog {
        ActionOutputLog(controlID: "c", log: { lines.entries.append(($0, $1)) })
    }

    func feed(_ log: inout ActionOutputLog, _ text: String, at seconds: Double = 0) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { log.append($0, now: MonotonicTime(seconds: seconds)) }
    }

    @Test func linesSplitAcrossChunksAreJoined() {
        let lines = Lines()
        var log = makeLog(lines)
        feed(&log, "hel")
        feed(&log, "lo\nwor")
        feed(&log, "ld\n\ntail")
        log.finish(now: .zero)
        #expect(lines.texts == ["action c: hello", "action c: world", "action c: ", "action c: tail"])
    }

    @Test func aLongLineIsCutAtTheLimitAndTheRestCountedAsDropped() {
        let lines = Lines()
        var log = makeLog(lines)
        feed(&log, String(repeating: "a", count: 10_000) + "\nnext\n")
        #expect(log.bufferedBytes == 0)
        log.finish(now: .zero)
        let cut = "action c: " + String(repeating: "a", count: ActionLimits.lineBytes) + " [cut at 4096 bytes]"
        #expect(lines.texts.first == cut)
        #expect(lines.texts.dropFirst().first == "action c: next")
        #expect(lines.entries.last?.0 == .warning)
        #expect(lines.texts.last?.hasPrefix("dropped \(10_000 - ActionLimits.lineBytes) bytes of output from action c") == true)
    }

    @Test func outputWithoutNewlinesKeepsTheBufferBounded() {
        let lines = Lines()
        var log = makeLog(lines)
        let chunk = [UInt8](repeating: 0, count: 65_536)
        for _ in 0..<160 {
            chunk.withUnsafeBytes { log.append($0, now: .zero) }
            #expect(log.bufferedBytes <= ActionLimits.lineBytes)
        }
        log.finish(now: .zero)
        #expect(lines.entries.count == 2)
        // NUL bytes are no text: they show as replacement characters, not raw in the journal.
        #expect(lines.texts.first?.hasPrefix("action c: \u{FFFD}\u{FFFD}") == true)
        #expect(log.droppedBytes == 160 * 65_536 - ActionLimits.lineBytes)
    }

    @Test func atMostTheRatePerSecondIsLoggedAndTheRestIsReported() {
        let lines = Lines()
        var log = makeLog(lines)
        feed(&log, String(repeating: "y\n", count: 1000), at: 10)
        #expect(lines.texts.count == ActionLimits.loggedLinesPerSecond)
        // A second later the count of what was dropped comes first, then lines again.
        feed(&log, "later\n", at: 11.1)
        let dropped = (1000 - ActionLimits.loggedLinesPerSecond) * 2
        #expect(lines.texts.dropFirst(ActionLimits.loggedLinesPerSecond).first?.hasPrefix("dropped \(dropped) bytes of output from action c") == true)
        #expect(lines.texts.last == "action c: later")
    }

    @Test func controlCharactersAndCarriageReturnsAreCleaned() {
        #expect(ActionOutputLog.printable(Array("ok\r".utf8)) == "ok")
        #expect(ActionOutputLog.printable(Array("a\u{1B}[31mb\tc".utf8)) == "a\u{FFFD}[31mb\tc")
        #expect(ActionOutputLog.printable([0x66, 0xFF, 0x67]) == "f\u{FFFD}g")
    }

    @Test func timeIsLinearInTheOutput() {
        // 16 MiB of one-byte lines: quadratic work (shifting a buffer per line) would take
        // minutes; a scan takes well under a second even unoptimized on a loaded machine.
        let lines = Lines()
        var log = makeLog(lines)
        let chunk = [UInt8](repeating: 0x0A, count: 65_536)
        let start = MonotonicTime.now()
        for _ in 0..<256 { chunk.withUnsafeBytes { log.append($0, now: .zero) } }
        #expect(MonotonicTime.now() - start < 10_000_000_000)
        #expect(log.droppedBytes == 256 * 65_536 - ActionLimits.loggedLinesPerSecond)
    }
}
