import Glibc
import Panel
import Testing
@testable import PanelKiosk

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

    // MARK: The running panel

    /// Eight toggles, B0 to B7, whose on/off pattern is the Gray code of a step number:
    /// step k taps the one toggle whose bit changes from k - 1 to k, so every tap changes
    /// one toggle and every saved file names the step it was saved at.
    static let togglePanel = """
        {"title": "Crash", "columns": 2, "idle": {"dimAfter": null, "offAfter": null}, "controls": [
        \((0..<8).map { #"{"type": "toggle", "label": "B\#($0)"}"# }.joined(separator: ",\n"))
        ]}
        """

    static func toggleTapped(atStep step: Int) -> Int { step.trailingZeroBitCount }

    static func gray(_ step: Int) -> Int { step ^ (step >> 1) }

    /// The step whose Gray code the saved toggles spell (a toggle never saved is off).
    static func step(of values: [String: ControlValue]) throws -> Int {
        var code = 0
        for (id, value) in values {
            let bit = try #require(id.hasPrefix("b") ? Int(id.dropFirst()) : nil, "unexpected control \(id) in the state file")
            guard case let .toggle(on) = value else {
                Issue.record("\(id) holds \(value), not a toggle's value")
                continue
            }
            if on { code |= 1 << bit }
        }
        var step = code, shifted = code >> 1
        while shifted != 0 {
            step ^= shifted
            shifted >>= 1
        }
        return step
    }

    /// The changes a run logged (`FILE: changed ID = VALUE`), in order, and how many of
    /// them had been logged when the last save was (`FILE: saved N values`).
    static func loggedChanges(_ output: String) -> (changes: [(id: String, on: Bool)], beforeLastSave: Int, saves: Int) {
        var changes: [(id: String, on: Bool)] = []
        var beforeLastSave = 0, saves = 0
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 4, words[words.count - 1] == "values", words[words.count - 3] == "saved",
               words[words.count - 4].hasSuffix(":") {
                beforeLastSave = changes.count
                saves += 1
            }
            guard words.count >= 5, words[words.count - 4] == "changed", words[words.count - 5].hasSuffix(":"),
                  words[words.count - 2] == "=" else { continue }
            changes.append((String(words[words.count - 3]), words[words.count - 1] == "true"))
        }
        return (changes, beforeLastSave, saves)
    }

    /// `panel-app run` on the headless display taps the toggles 200 times (a script played
    /// as a touch device) and is killed with SIGKILL at random moments, then started again
    /// from what it saved. After each kill the state file parses, holds a step that was
    /// actually reached, and is never older than the last save the log reported (it may
    /// be newer: killed between the rename and the log line). Saves are coalesced: far
    /// fewer than the taps, and the last run's final values are saved when it stops.
    @Test func killNineDuringTogglesInTheRunningPanelLosesNoSavedChange() throws {
        let binary = builtProductPath("panel-app")
        try #require(access(binary, X_OK) == 0, "\(binary) is not built")
        let directory = "/tmp/panel-crash-run-\(getpid())"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let panelPath = directory + "/panel.json", statePath = directory + "/state.json"
        try AtomicFile.write(Array(StateCrashSafetyTests.togglePanel.utf8), to: panelPath)
        let total = 200, kills = 5
        var generator = SystemRandomNumberGenerator()
        var reached = 0
        var killedAtSteps: [Int] = []
        var changesLogged = 0, savesLogged = 0

        for round in 0...kills where reached < total {
            let scriptPath = directory + "/touches-\(round).txt"
            // About 30 taps a second: a save (at most a second after a change) covers many
            // taps, and each killed run still leaves taps for the next.
            let script = ((reached + 1)...total).map { #"hold "B\#(StateCrashSafetyTests.toggleTapped(atStep: $0))" 0.004"# + "\nwait 0.03\n" }
            try AtomicFile.write(Array(script.joined().utf8), to: scriptPath)
            let child = try ChildProcess(binary, [
                "run", "--display", "headless", "--input", "none", "--panel", panelPath,
                "--state", statePath, "--script", scriptPath,
            ], mergeErrors: true)
            let finalRound = round == kills
            var output: String
            if finalRound {
                // The last run plays to the end and is stopped cleanly.
                let deadline = MonotonicTime.now() + 30_000_000_000
                output = ""
                while StateCrashSafetyTests.loggedChanges(output).changes.count < total - reached && MonotonicTime.now() < deadline {
                    output = child.read(until: "\u{1}", seconds: 0.1)
                }
                kill(child.pid, SIGTERM)
                output = child.readAllOutput()
                #expect(child.wait() == 0, "the last run did not stop cleanly:\n\(output.suffix(2000))")
            } else {
                // Killed at a random moment once it has started saving.
                output = child.read(until: ": saved ", seconds: 30)
                usleep(UInt32.random(in: 0...400_000, using: &generator))
                kill(child.pid, SIGKILL)
                output = child.readAllOutput()
                child.wait()
            }

            // The changes logged are the taps' changes, one per tap, in order.
            let (changes, beforeLastSave, saves) = StateCrashSafetyTests.loggedChanges(output)
            try #require(saves > 0, "round \(round): no save logged:\n\(output.suffix(2000))")
            for (offset, change) in changes.enumerated() {
                let step = reached + offset + 1
                let bit = StateCrashSafetyTests.toggleTapped(atStep: step)
                let expected = (id: "b\(bit)", on: StateCrashSafetyTests.gray(step) & (1 << bit) != 0)
                try #require(change == expected, "round \(round): change \(offset + 1) of this run is \(change), expected \(expected) (step \(step))")
            }
            changesLogged += changes.count
            savesLogged += saves
            let lastSaveLogged = reached + beforeLastSave, lastChange = reached + changes.count

            let values = try StateStore.parse(readWholeFile(statePath))
            let saved = try StateCrashSafetyTests.step(of: values)
            if finalRound {
                #expect(saved == lastChange, "round \(round): stopped at step \(lastChange), the file holds step \(saved)")
            } else {
                #expect(saved >= lastSaveLogged && saved <= lastChange,
                        "round \(round): the file holds step \(saved); the log reported step \(lastSaveLogged) saved, step \(lastChange) reached")
            }
            if !finalRound { killedAtSteps.append(saved) }
            reached = saved
        }
        #expect(reached == total, "killed at steps \(killedAtSteps), ended at \(reached)")
        #expect(killedAtSteps.count == kills, "killed at steps \(killedAtSteps) only: the last run, stopped cleanly, did not happen")
        #expect(savesLogged * 4 < changesLogged, "\(savesLogged) saves for \(changesLogged) changes: not coalesced")
    }
}
