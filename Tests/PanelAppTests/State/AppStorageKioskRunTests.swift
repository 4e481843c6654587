import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The greenhouse dashboard keeps its device switches in `@AppStorage`: run as a kiosk
/// with `--state`, a switch flipped by a touch is in the state file after the run, and
/// the next run starts from it.
@Suite struct AppStorageKioskRunTests {
    @Test func aSwitchKeptInAppStorageSurvivesARestartOfTheKiosk() throws {
        let directory = "/tmp/panel-appstorage-run-\(getpid())"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let state = directory + "/state.json"
        try AtomicFile.write(Array("tap \"Lights\"\n".utf8), to: directory + "/touches.txt")

        /// Runs the dashboard until the script's tap is logged, then stops it.
        func runOnce(expecting change: String) throws -> String {
            let child = try ChildProcess(builtProductPath("greenhouse-dashboard"), [
                "run", "--display", "headless", "--input", "none",
                "--state", state, "--script", directory + "/touches.txt",
            ], mergeErrors: true)
            let output = child.read(until: change, seconds: 30)
            kill(child.pid, SIGTERM)
            let rest = child.readAllOutput()
            #expect(child.wait() == 0)
            return output + rest
        }

        // First run: the lights are off by default; the tap turns them on.
        let first = try runOnce(expecting: "changed greenhouse.lights = true")
        #expect(first.contains("changed greenhouse.lights = true"), "\(first)")
        let saved = try readWholeFile(state)
        #expect(saved.contains("\"greenhouse.lights\":true"), "\(saved)")

        // Second run: the lights start on (restored), so the same tap turns them off.
        let second = try runOnce(expecting: "changed greenhouse.lights = false")
        #expect(second.contains("changed greenhouse.lights = false"), "\(second)")
        #expect(try readWholeFile(state).contains("\"greenhouse.lights\":false"))
    }
}
