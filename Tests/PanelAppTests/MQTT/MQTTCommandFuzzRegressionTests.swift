import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// What `FuzzMQTTCommand` found (Fuzz/Regressions/FuzzMQTTCommand) and the corpus it
/// starts from, through the fuzz target's own checks, with every `swift test`.
@MainActor
@Suite struct MQTTCommandFuzzRegressionTests {
    @Test func everyKeptInputPassesTheFuzzTargetsChecks() throws {
        let files = keptFuzzInputs(of: "FuzzMQTTCommand")
        #expect(files.count >= 6, "\(files)")
        for file in files {
            KioskFuzzing.mqttCommand(try FileReader.read(file, limit: 4 << 20))
        }
    }

    /// The target's checks can fail: a file sent that the check lets through with an
    /// action of its own would be caught, as the check refuses it.
    @Test func theSeedsReachTheirPaths() throws {
        let seed = Array(#"hall/panel/set\#u{0}{"title": "Sent", "controls": [{"type": "toggle", "label": "Lamp", "action": {"type": "write", "path": "/nonexistent/lamp"}}]}"#.utf8)
        let sent = PushedPanelCheck(policy: .localActions, local: KioskFuzzing.mqttPanel)
            .check(Array(seed.split(separator: 0)[1]), source: "t")
        #expect((try? sent.get())?.title == "Sent")
        let foreign = PushedPanelCheck(policy: .localActions, local: KioskFuzzing.mqttPanel)
            .check(Array(#"{"controls": [{"type": "toggle", "label": "Lamp", "action": {"type": "write", "path": "/etc/x"}}]}"#.utf8), source: "t")
        #expect(throws: PanelFileError.self) { try foreign.get() }
    }
}
