import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// A panel file with thousands of mistakes: its first 50 are listed, then one line with
/// the count of the rest, in `check`, in the log's text, in any list of messages and on
/// the screen (which shows fewer still).
@MainActor
@Suite struct PanelFileErrorCapTests {
    /// One control with `count` unknown keys.
    static func manyUnknownKeys(_ count: Int) -> String {
        var text = #"{"controls": [{"type": "button", "label": "A""#
        for index in 0..<count { text += ",\n \"k\(index)\": 1" }
        return text + "}]}"
    }

    @Test func sixtyThousandUnknownKeysGiveFiftyMessagesAndACount() throws {
        let started = MonotonicTime.now()
        var caught: PanelFileError?
        do { _ = try PanelFileDecoder.decode(Self.manyUnknownKeys(60_000), path: "p.json") } catch { caught = error }
        let error = try #require(caught)
        #expect(MonotonicTime.now() - started < 20_000_000_000, "reading stays linear")
        #expect(error.problems.count == 60_000)
        let messages = error.messages
        #expect(messages.count == PanelFileError.listedProblems + 1)
        #expect(messages.first?.hasPrefix("p.json:2:2: controls[0].k0: unknown field") == true, "\(messages.first ?? "")")
        #expect(messages[49].hasPrefix("p.json:51:2: controls[0].k49: unknown field"))
        #expect(messages.last == "… and 59950 more mistakes")
        #expect(error.description == messages.joined(separator: "\n"))
    }

    @Test func aListAtOrUnderTheCapIsWholeAndOneMoreIsSingular() {
        #expect(PanelFileError.capped(1...50) { "\($0)" }.count == 50)
        #expect(PanelFileError.capped(1...51) { "\($0)" }.last == "… and 1 more mistake")
        #expect(PanelFileError.capped(["a", "b", "c"], limit: 2) { $0 } == ["a", "b", "… and 1 more mistake"])
        // Only the lines listed are made.
        var made = 0
        _ = PanelFileError.capped(0..<100_000) { made += 1; return "\($0)" }
        #expect(made == PanelFileError.listedProblems)
    }

    @Test func checkPrintsTheCappedList() throws {
        let path = "/tmp/panel-many-mistakes-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
        try AtomicFile.write(Array(Self.manyUnknownKeys(60_000).utf8), to: path)
        defer { unlink(path) }
        let child = try ChildProcess(builtProductPath("panel-app"), ["check", "--panel", path], mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() == 1)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 51, "\(lines.prefix(3)) … \(lines.suffix(2))")
        #expect(lines.last == "… and 59950 more mistakes")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix(path + ":") && $0.contains("unknown field") })
    }

    @Test func theScreenCountsEveryMistakeAndListsAFew() throws {
        var caught: PanelFileError?
        do { _ = try PanelFileDecoder.decode(Self.manyUnknownKeys(60_000), path: "p.json") } catch { caught = error }
        let content = PanelContent.error(try #require(caught))
        let host = content.host(width: 800, height: 480, fonts: try FontSet.loadDefault())
        host.update()
        let strings = host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.string } else { return nil } }
        #expect(strings.contains("The panel file has 60000 mistakes"))
        #expect(strings.filter { $0.hasPrefix("line ") }.count == PanelFileErrorView.shownProblems)
        #expect(strings.contains("and \(60_000 - PanelFileErrorView.shownProblems) more (the log has the first 50)"))
        #expect(strings.contains { $0.contains("lists the first 50 mistakes") }, "\(strings)")
    }
}
