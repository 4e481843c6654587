import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The built panel-app given numbers beyond their limits (docs/limits.md): each is refused
/// with a message, or (a long wait) costs no more than a short one. None traps or hangs.
@Suite struct NumericOptionCommandTests {
    /// A folder of the test's own, removed afterwards.
    final class Folder {
        let path: String
        init(_ name: String) {
            path = "/tmp/panel-numbers-\(getpid())-\(name)"
            mkdir(path, 0o755)
        }
        deinit { _ = try? ChildProcess("/bin/rm", ["-rf", path]).wait() }

        @discardableResult
        func write(_ name: String, _ text: String) -> String {
            let file = path + "/" + name
            let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
            close(fd)
            return file
        }

        func exists(_ name: String) -> Bool { access(path + "/" + name, F_OK) == 0 }
    }

    /// Runs panel-app; kills it if it is still running after `seconds` (a hang).
    func run(_ arguments: [String], seconds: Double = 60) throws -> (status: Int32, output: String, hung: Bool) {
        let child = try ChildProcess(builtProductPath("panel-app"), arguments, mergeErrors: true)
        let deadline = MonotonicTime.now() + Nanoseconds.clamping(seconds: seconds)
        var status: Int32 = 0
        var exited = false
        while MonotonicTime.now() < deadline {
            if waitpid(child.pid, &status, WNOHANG) == child.pid { exited = true; break }
            usleep(20_000)
        }
        if !exited {
            kill(child.pid, SIGKILL)
            let output = child.readAllOutput()
            child.wait()
            return (-1, output, true)
        }
        let output = child.readAllOutput()
        child.wait()  // closes the pipe (the child is already reaped)
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (code, output, false)
    }

    @Test func timesBeyondTheirLimitsAreRefusedWithAMessage() throws {
        let folder = Folder("options")
        let output = folder.path + "/shot.png"
        let cases: [([String], String)] = [
            (["snapshot", "--output", output, "--at", "1e10"], "--at takes a number of seconds from 0 to 31536000, not \"1e10\""),
            (["snapshot", "--output", output, "--at", "9223372036"], "--at takes a number of seconds from 0 to 31536000"),
            (["snapshot", "--output", output, "--size", "16384x16384"], "\"16384x16384\" is not a size Panel draws"),
            (["inputs", "--directory", folder.path, "--watch", "1e10"], "--watch takes a number of seconds from 0 to 31536000, not \"1e10\""),
            (["simulate", "--settle", "1e300", "tap", "1", "1"], "--settle takes a number of seconds from 0 to 3600"),
            (["simulate", "--label", "A=1e300,5", "tap", "A"], "--label takes \"NAME=X,Y\""),
            (["state-exercise", "--state", folder.path + "/state.json", "--count", "99999999999"], "--count takes a whole number from 1 to 1000000"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.output)")
            #expect(result.output.contains(message), "\(arguments): \(result.output)")
        }
        #expect(!folder.exists("shot.png"))
    }

    @Test func aHugeIdleTimeFailsCheckWithItsPlace() throws {
        let folder = Folder("idle")
        let panel = folder.write("panel.json", #"{"idle": {"dimAfter": 1e10, "offAfter": null}, "controls": [{"type": "button", "label": "A"}]}"#)
        let result = try run(["check", "--panel", panel])
        #expect(result.status == 1)
        #expect(result.output.contains("panel.json:1:23: idle.dimAfter: expected a positive number of seconds up to 31536000 (365 days)"), "\(result.output)")
    }

    @Test func aTenDigitEvemuTimeIsAnErrorWithItsLine() throws {
        let folder = Folder("evemu")
        let recording = folder.write("late.evemu", "# EVEMU 1.3\nN: x\nE: 9999999999.000000 0000 0000 0\n")
        let result = try run(["snapshot", "--output", folder.path + "/shot.png", "--recording", recording])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("late.evemu:3: the time 9999999999.000000 is beyond the latest an event may carry"), "\(result.output)")
    }

    @Test func aScriptNamingNoControlFailsWithTheLabelsThereAre() throws {
        let folder = Folder("label")
        let script = folder.write("touches.txt", "tap \"Tap Me!\"\nwait 0.5\ntap \"Nowhere\"\n")
        let result = try run(["snapshot", "--output", folder.path + "/shot.png", "--script", script])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("touches.txt:3: no control labelled \"Nowhere\" on the screen (its controls: \"Tap Me!\""), "\(result.output)")
        #expect(!folder.exists("shot.png"), "no picture of a script that did not play as written")
    }

    /// A recording whose lift comes 4e9 seconds after its touch (at 60 Hz, 2.4e11 frames)
    /// and a year of extra time cost what a short snapshot costs.
    @Test func longGapsAndLongWaitsDoNotStepFrameByFrame() throws {
        let folder = Folder("gap")
        let resistive = try readWholeFile(repositoryPath("Tests/PanelTests/Input/Recordings/single-touch-resistive.evemu"))
        let header = resistive.split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n")
        let recording = folder.write("gap.evemu", header + """

            E: 0.000000 0003 0000 1124
            E: 0.000000 0003 0001 2248
            E: 0.000000 0001 014a 0001
            E: 0.000000 0000 0000 0000
            E: 4000000000.000000 0001 014a 0000
            E: 4000000000.000000 0000 0000 0000

            """)
        let started = MonotonicTime.now()
        let replay = try run(["snapshot", "--output", folder.path + "/gap.png", "--recording", recording, "--at", "31536000"], seconds: 60)
        #expect(!replay.hung && replay.status == 0, "\(replay.output)")
        #expect(folder.exists("gap.png"))
        let script = folder.write("wait.txt", "tap 10 10\n" + Array(repeating: "wait 3600", count: 23).joined(separator: "\n") + "\ntap 20 20\n")
        let waited = try run(["snapshot", "--output", folder.path + "/wait.png", "--script", script], seconds: 60)
        #expect(!waited.hung && waited.status == 0, "\(waited.output)")
        #expect(MonotonicTime.now() - started < 60_000_000_000)
    }
}
