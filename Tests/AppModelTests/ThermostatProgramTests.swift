import Glibc
import Testing
import Panel

/// The thermostat example's program (an `App`) on the headless display: between its
/// clock's ticks and its sensor's readings the loop sleeps, and SIGTERM ends it with
/// status 0. (Tests/VM/test_thermostat.py checks the same on KMS, with the screen.)
@Suite(.serialized) struct ThermostatProgramTests {
    @Test func theLoopWakesForTheClockAndTheSensorOnly() throws {
        let program = try ProbeProcess(["--display", "headless", "--input", "none"], program: "thermostat")
        let started = program.read(until: "first frame shown", seconds: 20)
        #expect(started.contains("first frame shown"), "\(started)")
        usleep(500_000)
        let before = program.mainThreadSwitches()
        usleep(4_000_000)
        let switches = program.mainThreadSwitches() - before
        let (status, output) = program.stop()
        // Four ticks and two readings, each woken by a deadline or a main-queue job, then
        // by its frame's flip: about 12. A loop drawing at 60 Hz would sleep 240 times.
        #expect(switches >= 4 && switches <= 24, "the thermostat's loop thread slept \(switches) times in 4 s")
        #expect(status == 0, "\(output)")
    }
}
