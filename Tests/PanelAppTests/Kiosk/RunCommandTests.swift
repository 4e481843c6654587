import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel-app run` end to end on the headless display: a touch script uses the controls,
/// their actions run, their values are saved, and SIGTERM ends it cleanly.
@Suite struct RunCommandTests {
    @Test func runsActionsAndSavesStateThenStopsOnSigterm() throws {
        let directory = "/tmp/panel-run-\(getpid())"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let panel = """
        {"title": "Run test", "controls": [
          {"type": "toggle", "id": "lamp", "label": "Lamp", "action": {"type": "log"}},
          {"type": "button", "id": "hello", "label": "Hello", "action": {"type": "exec", "argv": ["/bin/echo", "hello {value}"]}}
        ]}
        """
        try AtomicFile.write(Array(panel.utf8), to: directory + "/panel.json")
        try AtomicFile.write(Array("tap \"Lamp\"\nwait 0.2\ntap \"Hello\"\n".utf8), to: directory + "/touches.txt")

        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--panel", directory + "/panel.json",
            "--state", directory + "/state.json", "--script", directory + "/touches.txt",
        ], mergeErrors: true)
        let output = child.read(until: "action hello: hello 1", seconds: 30)
        kill(child.pid, SIGTERM)
        let rest = child.readAllOutput()
        let status = child.wait()
        #expect(output.contains(#"{"control":"lamp","label":"Lamp","value":"1"}"#), "\(output)")
        #expect(output.contains("action hello: hello 1"), "\(output)")
        #expect(output.contains("first frame shown"))
        #expect(rest.contains("stopped"), "\(rest)")
        #expect(status == 0)
        #expect(try StateStore.parse(readWholeFile(directory + "/state.json"))["lamp"] == .toggle(true))
    }

    @Test func anInvalidPanelFileIsShownAndLoggedAndTheKioskStaysUpUntilItIsFixed() throws {
        let path = "/tmp/panel-run-bad-\(getpid()).json"
        defer { unlink(path) }
        try AtomicFile.write(Array(#"{"controls": [{"type": "knob", "label": "K"}]}"#.utf8), to: path)
        let child = try ChildProcess(builtProductPath("panel-app"), ["run", "--display", "headless", "--input", "none", "--panel", path], mergeErrors: true)
        defer { kill(child.pid, SIGKILL) }
        let shown = child.read(until: "first frame shown", seconds: 30)
        #expect(shown.contains("\(path):1:24: controls[0].type: unknown control type \"knob\""), "\(shown)")
        #expect(shown.contains("its mistakes are shown on the display"), "\(shown)")
        // Alive (no restart loop), and a fixed file is picked up without a signal.
        #expect(kill(child.pid, 0) == 0)
        try AtomicFile.write(Array(#"{"controls": [{"type": "button", "label": "K"}]}"#.utf8), to: path)
        let fixed = child.read(until: "\(path): loaded (the file changed)", seconds: 30)
        #expect(fixed.contains("\(path): loaded (the file changed)"), "\(fixed)")
        kill(child.pid, SIGTERM)
        #expect(child.wait() == 0)
    }

    @Test func badOptionsSayWhatToType() throws {
        let child = try ChildProcess(builtProductPath("panel-app"), ["run", "--rotate", "45"], mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() == 2)
        #expect(output.contains("--rotate takes 0, 90, 180 or 270, not \"45\""))
    }
}
