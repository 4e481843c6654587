import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel-app run` with a state path that cannot be read: it is reported, the panel runs
/// with its defaults, and the path is left exactly as it was (it used to be renamed aside
/// as "corrupt").
@Suite struct StateRunTests {
    @Test func aStatePathThatIsADirectoryIsReportedAndLeftAlone() throws {
        let directory = "/tmp/panel-state-run-\(getpid())"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let panel = #"{"title": "State", "controls": [{"type": "toggle", "id": "lamp", "label": "Lamp"}]}"#
        try AtomicFile.write(Array(panel.utf8), to: directory + "/panel.json")
        try AtomicFile.write(Array("tap \"Lamp\"\n".utf8), to: directory + "/touches.txt")
        mkdir(directory + "/state.json", 0o755)
        try AtomicFile.write(Array("keep".utf8), to: directory + "/state.json/inside")

        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--panel", directory + "/panel.json",
            "--state", directory + "/state.json", "--script", directory + "/touches.txt",
        ], mergeErrors: true)
        let output = child.read(until: "changed lamp = true", seconds: 30)
        kill(child.pid, SIGTERM)
        let rest = child.readAllOutput()
        #expect(child.wait() == 0)
        #expect(output.contains("\(directory)/state.json is a directory, not a regular file; using defaults, and the file is left alone"), "\(output)")
        #expect(output.contains("changed lamp = true"), "\(output)")
        #expect(!(output + rest).contains(": saved "), "\(rest)")
        var status = stat()
        #expect(lstat(directory + "/state.json", &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
        #expect(try readWholeFile(directory + "/state.json/inside") == "keep")
        let listing = try ChildProcess("/bin/ls", [directory])
        #expect(listing.readAllOutput() == "panel.json\nstate.json\ntouches.txt\n")
        listing.wait()
    }
}
