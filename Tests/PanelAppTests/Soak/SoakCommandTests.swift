import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel-app soak` as a program: its usage errors, a script it cannot play, and a short
/// run of the demo that passes and writes its figures.
@Suite struct SoakCommandTests {
    func folder(_ name: String) -> String {
        let path = "/tmp/panel-soak-\(getpid())-\(name)"
        mkdir(path, 0o755)
        return path
    }

    func write(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
    }

    func soak(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let child = try ChildProcess(builtProductPath("panel-app"), ["soak"] + arguments, mergeErrors: true)
        let output = child.readAllOutput()
        return (child.wait(), output)
    }

    @Test func badCommandLinesAreUsageErrors() throws {
        let dir = folder("usage")
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", dir]).wait() }
        let script = dir + "/cycle.txt"
        write("tap 10 10\nwait 1\n", to: script)
        let empty = dir + "/empty.txt"
        write("# nothing\n", to: empty)
        let cases: [([String], String)] = [
            ([], "soak needs --script FILE"),
            (["--script", script, "--cycles", "1"], "--cycles takes a whole number from 2 to 1000000, not \"1\""),
            (["--script", script, "--cycles", "many"], "--cycles takes a whole number"),
            (["--script", script, "--cycles", "5", "--baseline", "5"], "--baseline takes a whole number from 1 to 4, not \"5\""),
            (["--script", script, "--size", "0x0"], "is not a size Panel draws"),
            (["--script", script, "--frames", "3"], "unknown option --frames"),
            (["--script", script, "extra"], "unexpected \"extra\""),
            (["--script", empty], "has nothing that takes time"),
        ]
        for (arguments, message) in cases {
            let (status, output) = try soak(arguments)
            #expect(status == 2, "\(arguments): \(output)")
            #expect(output.contains(message), "\(arguments): \(output)")
        }
    }

    @Test func aScriptThatCannotBePlayedStopsTheRun() throws {
        let dir = folder("label")
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", dir]).wait() }
        let script = dir + "/cycle.txt"
        write("tap \"No such control\"\nwait 1\n", to: script)
        let (status, output) = try soak(["--script", script, "--cycles", "4"])
        #expect(status == 1)
        #expect(output.contains("cycle 1:") && output.contains("no control labelled \"No such control\""), "\(output)")
    }

    @Test func aQuietRunPassesAndWritesItsFigures() throws {
        let dir = folder("quiet")
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", dir]).wait() }
        let script = dir + "/cycle.txt"
        write("wait 60\n", to: script)
        let json = dir + "/soak.json"
        let (status, output) = try soak(["--script", script, "--cycles", "8", "--json", json])
        #expect(status == 0, "\(output)")
        #expect(output.contains("8 cycles at 800x480, baseline at cycle 2"), "\(output)")
        // 6 cycles after the baseline, or more when a busy machine made the run time its last
        // window again (tests run side by side).
        #expect(output.contains("PASS: nothing grew in "), "\(output)")
        let text = try #require(try? readWholeFile(json))
        let report = try JSONParser.parse(text)
        guard case .string("panel-soak", _)? = report["schema"] else { Issue.record("no schema: \(text.prefix(200))"); return }
        guard case .bool(true, _)? = report["passed"] else { Issue.record("not passed: \(text.prefix(400))"); return }
        guard case .array(let samples, _)? = report["samples"] else { Issue.record("no samples"); return }
        #expect(samples.count >= 8)
        guard case .number(8, _)? = report["cycles"] else { Issue.record("not 8 cycles: \(text.prefix(400))"); return }
    }
}
