import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel-app run` under the signals a kiosk meets: SIGHUP loads the panel file again,
/// a closed standard output does not kill it, and SIGTERM ends it at once even while an
/// action floods its output.
@Suite struct RunSignalTests {
    func folder(_ name: String) -> String {
        let directory = "/tmp/panel-signals-\(getpid())-\(name)"
        mkdir(directory, 0o755)
        return directory
    }

    func remove(_ directory: String) { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }

    /// Waits up to `seconds` for the child to exit; kills it if it does not. Returns its
    /// status, or nil when it had to be killed.
    func waitForExit(_ pid: pid_t, seconds: Double) -> Int32? {
        let end = MonotonicTime.now() + Int64(seconds * 1e9)
        var status: Int32 = 0
        while MonotonicTime.now() < end {
            if waitpid(pid, &status, WNOHANG) == pid { return status }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }

    @Test func sigtermEndsTheKioskPromptlyWhileAnActionFloodsItsOutput() throws {
        let directory = folder("flood")
        defer { remove(directory) }
        let panel = #"{"controls": [{"type": "button", "id": "flood", "label": "Flood", "action": {"type": "exec", "argv": ["yes"], "timeout": 60}}]}"#
        try AtomicFile.write(Array(panel.utf8), to: directory + "/panel.json")
        try AtomicFile.write(Array("tap \"Flood\"\n".utf8), to: directory + "/touches.txt")
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--panel", directory + "/panel.json",
            "--script", directory + "/touches.txt",
        ], mergeErrors: true)
        let output = child.read(until: "dropped ", seconds: 30)
        #expect(output.contains("action flood: started yes"), "\(output)")
        // Flooding for a while: the loop still gets to the signal.
        var flood = timespec(tv_sec: 1, tv_nsec: 0)
        nanosleep(&flood, nil)
        let start = MonotonicTime.now()
        kill(child.pid, SIGTERM)
        // Its log is rate-limited, so the pipe to this test cannot fill meanwhile.
        let status = waitForExit(child.pid, seconds: 20)
        let took = MonotonicTime.now() - start
        _ = child.readAllOutput()
        #expect(status != nil, "still running 20 s after SIGTERM")
        #expect(status.map { $0 & 0x7F == 0 && ($0 >> 8) & 0xFF == 0 } == true, "status \(String(describing: status))")
        #expect(took < 5_000_000_000, "SIGTERM took \(took) ns")
    }

    @Test func sighupLoadsTheChangedPanelFileAndKeepsTheShownOneWhenTheNewOneIsBad() throws {
        let directory = folder("hup")
        defer { remove(directory) }
        let path = directory + "/panel.json"
        try AtomicFile.write(Array(#"{"title": "First", "controls": [{"type": "button", "label": "A"}]}"#.utf8), to: path)
        let child = try ChildProcess(builtProductPath("panel-app"), ["run", "--display", "headless", "--input", "none", "--panel", path],
                                     mergeErrors: true)
        defer { kill(child.pid, SIGKILL) }
        _ = child.read(until: "first frame shown", seconds: 30)
        try AtomicFile.write(Array(#"{"title": "Second", "controls": [{"type": "button", "label": "B"}]}"#.utf8), to: path)
        kill(child.pid, SIGHUP)
        var output = child.read(until: "\(path): loaded (SIGHUP)", seconds: 30)
        #expect(output.contains("\(path): loaded (SIGHUP)"), "\(output)")
        try AtomicFile.write(Array(#"{"controls": [{"type": "knob", "label": "K"}]}"#.utf8), to: path)
        kill(child.pid, SIGHUP)
        output = child.read(until: "the panel shown is kept", seconds: 30)
        #expect(output.contains("unknown control type \"knob\""), "\(output)")
        #expect(output.contains("the panel shown is kept"), "\(output)")
        #expect(kill(child.pid, 0) == 0)
        kill(child.pid, SIGTERM)
        #expect(child.wait() == 0)
    }

    @Test func sighupKeepsThePageShownWhenTheNewFileStillHasIt() throws {
        let directory = folder("pages")
        defer { remove(directory) }
        let path = directory + "/panel.json"
        func pages(_ title: String, second: String) -> [UInt8] {
            Array(#"{"title": "\#(title)", "pages": [{"id": "a", "title": "Page A", "controls": [{"type": "button", "label": "A"}]}, {"id": "\#(second)", "title": "Page B", "controls": [{"type": "button", "label": "B", "action": {"type": "log"}}]}]}"#.utf8)
        }
        try AtomicFile.write(pages("First", second: "b"), to: path)
        try AtomicFile.write(Array("tap \"Page B\"\nwait 0.3\ntap \"B\"\n".utf8), to: directory + "/touches.txt")
        let child = try ChildProcess(builtProductPath("panel-app"), ["run", "--display", "headless", "--input", "none", "--panel", path,
                                                                    "--script", directory + "/touches.txt"], mergeErrors: true)
        defer { kill(child.pid, SIGKILL) }
        // The button B is only on page b: its log line says the tab was taken.
        var output = child.read(until: #""control":"b""#, seconds: 30)
        #expect(output.contains(#""control":"b""#), "\(output)")
        try AtomicFile.write(pages("Second", second: "b"), to: path)
        kill(child.pid, SIGHUP)
        output = child.read(until: "loaded (SIGHUP)", seconds: 30)
        #expect(output.contains("\(path): loaded (SIGHUP); showing page b"), "\(output)")
        try AtomicFile.write(pages("Third", second: "c"), to: path)
        kill(child.pid, SIGHUP)
        // Page b is gone: the first page is shown.
        output = child.read(until: "showing page a", seconds: 30)
        #expect(output.contains("\(path): loaded (SIGHUP); showing page a"), "\(output)")
        kill(child.pid, SIGTERM)
        #expect(child.wait() == 0)
    }

    @Test func aLogActionWritingToAClosedStandardOutputDoesNotKillTheKiosk() throws {
        let directory = folder("pipe")
        defer { remove(directory) }
        let panel = #"{"controls": [{"type": "button", "id": "note", "label": "Note", "action": {"type": "log"}}, {"type": "button", "id": "after", "label": "After", "action": {"type": "exec", "argv": ["/bin/echo", "still here"]}}]}"#
        try AtomicFile.write(Array(panel.utf8), to: directory + "/panel.json")
        try AtomicFile.write(Array("tap \"Note\"\nwait 0.3\ntap \"After\"\n".utf8), to: directory + "/touches.txt")
        // Standard output: a pipe whose reading end is closed before the kiosk writes.
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        // Close-on-exec: a child another test spawns meanwhile must not inherit the reading
        // end (the kiosk's writes would then not fail).
        #expect(pipe(&outputPipe) == 0 && pipe(&errorPipe) == 0)
        for fd in outputPipe + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outputPipe[0])
        posix_spawn_file_actions_addclose(&actions, errorPipe[0])
        let arguments = [builtProductPath("panel-app"), "run", "--display", "headless", "--input", "none",
                         "--panel", directory + "/panel.json", "--script", directory + "/touches.txt"]
        var pid: pid_t = 0
        let spawned = withCStrings(arguments) { posix_spawn(&pid, arguments[0], &actions, nil, $0, environ) }
        close(outputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        #expect(spawned == 0)
        defer { kill(pid, SIGKILL) }
        var log = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = MonotonicTime.now() + 30_000_000_000
        while !log.contains("action after: still here") && MonotonicTime.now() < end {
            var ready = pollfd(fd: errorPipe[0], events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(errorPipe[0], $0.baseAddress, 4096) }
            if n <= 0 { break }
            log += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        #expect(log.contains("cannot write a log action's line to standard output (Broken pipe)"), "\(log)")
        #expect(log.contains("action after: still here"), "\(log)")
        kill(pid, SIGTERM)
        let status = waitForExit(pid, seconds: 20)
        close(errorPipe[0])
        #expect(status.map { $0 & 0x7F == 0 && ($0 >> 8) & 0xFF == 0 } == true, "status \(String(describing: status))")
    }
}
