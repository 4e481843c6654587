import Glibc
import Testing
import Panel

/// An App as a program (the probe's `@main struct ProbeApp: App`): panel-app run's
/// options with `run` implied, `--help`, and SIGTERM ending it cleanly. Child processes.
@Suite(.serialized) struct AppProgramTests {
    @Test func helpNamesTheProgramAndRunsOptions() throws {
        let (status, output) = try ProbeProcess.run(["--help"])
        #expect(status == 0)
        for word in ["usage: app-model-probe [run] [OPTIONS]", "--display auto|kms|fbdev|headless", "--rotate", "--input",
                     "--calibration", "snapshot"] {
            #expect(output.contains(word), "--help lacks \(word): \(output)")
        }
    }

    @Test func optionsAreCheckedAsPanelAppRunChecksThem() throws {
        let rotate = try ProbeProcess.run(["--display", "headless", "--input", "none", "--rotate", "45"])
        #expect(rotate.status == 2)
        #expect(rotate.output.contains("app-model-probe run: --rotate"), "\(rotate.output)")
        let display = try ProbeProcess.run(["--display", "vga"])
        #expect(display.status == 2)
        #expect(display.output.contains("display"), "\(display.output)")
        let calibration = try ProbeProcess.run(["run", "--display", "headless", "--calibration", "1,2"])
        #expect(calibration.status == 2)
        #expect(calibration.output.contains("--calibration"), "\(calibration.output)")
        let unknown = try ProbeProcess.run(["check", "--panel", "x.json"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("app-model-probe: unknown command \"check\""), "\(unknown.output)")
    }

    @Test func runsWithRunsOptionsUntilSIGTERM() throws {
        let probe = try ProbeProcess(["--display", "headless", "--input", "none", "--rotate", "90", "--mode", "320x240"])
        let started = probe.read(until: "first frame shown", seconds: 20)
        #expect(started.contains("display 320x240 rotated"), "\(started)")
        #expect(started.contains("first frame shown"), "\(started)")
        let (status, output) = probe.stop(with: SIGTERM)
        #expect(status == 0, "\(output)")
        #expect(output.contains("stopped (signal(15))"), "\(output)")
    }

    @Test func snapshotCommandDrawsTheApp() throws {
        let path = "/tmp/app-model-probe-\(getpid()).png"
        defer { unlink(path) }
        let (status, output) = try ProbeProcess.run(["snapshot", "--size", "320x240", "--output", path])
        #expect(status == 0, "\(output)")
        #expect(access(path, R_OK) == 0)
    }

    @Test func soakCommandPlaysTheAppOverAndOver() throws {
        let script = "/tmp/app-model-probe-soak-\(getpid()).txt"
        defer { unlink(script) }
        let fd = open(script, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        _ = "wait 5\n".withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let (status, output) = try ProbeProcess.run(["soak", "--script", script, "--cycles", "6", "--size", "320x240"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("app-model-probe soak: \(script), 6 cycles at 320x240"), "\(output)")
    }
}
