import Glibc
import Testing
@testable import panel_app

/// Kills a process that is saving state with SIGKILL at random moments: the file must
/// always parse and hold a value at least as new as the last save that had returned.
@Suite struct StateCrashSafetyTests {
    @Test func killNineNeverLosesASavedChange() throws {
        let binary = builtProductPath("panel-app")
        try #require(access(binary, X_OK) == 0, "\(binary) is not built")
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6 {
            let path = "/tmp/panel-crash-\(getpid())-\(round).json"
            defer { unlink(path); unlink(path + ".tmp") }
            let child = try ChildProcess(binary, ["state-exercise", "--state", path, "--count", "200"])
            usleep(UInt32.random(in: 5_000...1_500_000, using: &generator))
            kill(child.pid, SIGKILL)
            let output = child.readAllOutput()
            child.wait()
            let lastSaved = output.split(separator: "\n").compactMap { line -> Int? in
                guard line.hasPrefix("saved ") else { return nil }
                return Int(line.dropFirst(6))
            }.last ?? 0
            guard access(path, F_OK) == 0 else {
                #expect(lastSaved == 0, "round \(round): no file although save \(lastSaved) returned")
                continue
            }
            let values = try StateStore.parse(readWholeFile(path))
            guard case let .slider(n)? = values["n"], case let .toggle(t)? = values["t"] else {
                Issue.record("round \(round): file lacks its values")
                continue
            }
            #expect(Int(n) >= lastSaved && Int(n) <= 200, "round \(round): file holds \(n), last save returned \(lastSaved)")
            #expect(t == (Int(n) % 2 == 1), "round \(round): toggle and counter come from different saves")
        }
    }
}
