import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Controls that read their device's state from a file or a command: the state read is
/// shown without running the action, a touch waits for the file to change, and one the
/// file never takes is put back after the timeout.
@MainActor @Suite(.serialized) struct StatePollerTests {
    @MainActor final class PolledPanel {
        let dispatcher = EventDispatcher()
        let controller: PanelController
        let poller: StatePoller
        var reports: [(String, ControlValue)] = []
        var changes: [(String, ControlValue)] = []
        var log: [String] = []
        var messages: [String: String] = [:]

        init(_ json: String) throws {
            controller = PanelController(panel: try PanelFileDecoder.decode(json, path: "test.json"), saved: [:])
            poller = StatePoller(controller: controller, dispatcher: dispatcher, log: { _, _ in })
            controller.onDeviceState = { [unowned self] in reports.append(($0.id, $1)) }
            controller.onChange = { [unowned self] in changes.append(($0.id, $1)) }
            controller.controlMessages = Binding(get: { [unowned self] in messages }, set: { [unowned self] in messages = $0 })
            controller.attachFeedback(dispatcher: dispatcher, log: { [unowned self] _, line in log.append(line) })
        }

        func turn(seconds: Double, until condition: () -> Bool = { false }) -> Bool {
            MQTTTestClient.turn([dispatcher], seconds: seconds, until: condition)
        }
    }

    @Test func aStateFileIsShownAndConfirmsATouch() throws {
        let folder = TemporaryFolder()
        let file = folder.write("0\n", to: "leds/lamp/brightness")
        let panel = try PolledPanel(#"{"controls": [{"type": "toggle", "label": "Lamp", "default": true, "on": "255", "off": "0","#
                              + #""stateFile": "\#(file)", "stateInterval": 0.1, "confirmTimeout": 1}]}"#)
        // The file says off (its action's `off` text): shown, no action run.
        #expect(panel.turn(seconds: 5) { panel.controller.values["lamp"] == .toggle(false) })
        #expect(panel.changes.isEmpty)
        #expect(panel.reports.map(\.1) == [.toggle(false)])

        panel.controller.changed(panel.controller.control(id: "lamp")!, to: .toggle(true))
        // Unchanged reads are no answer; the device then writes its new state.
        _ = panel.turn(seconds: 0.3)
        #expect(panel.controller.values["lamp"] == .toggle(true))
        folder.write("255\n", to: "leds/lamp/brightness")
        #expect(panel.turn(seconds: 5) { panel.controller.confirmations?.isWaiting("lamp") == false })
        _ = panel.turn(seconds: 1.2)
        #expect(panel.controller.values["lamp"] == .toggle(true))
        #expect(panel.messages.isEmpty && panel.log.isEmpty)
    }

    @Test func aTouchTheFileNeverTakesIsPutBack() throws {
        let folder = TemporaryFolder()
        let file = folder.write("Auto\n", to: "mode")
        let panel = try PolledPanel(#"{"controls": [{"type": "triple", "label": "Mode", "stateFile": "\#(file)","#
                              + #""stateInterval": 0.1, "confirmTimeout": 0.5}]}"#)
        #expect(panel.turn(seconds: 5) { panel.controller.values["mode"] == .triple("Auto") })
        panel.controller.changed(panel.controller.control(id: "mode")!, to: .triple("On"))
        #expect(panel.turn(seconds: 5) { panel.controller.values["mode"] == .triple("Auto") })
        #expect(panel.messages["mode"] == StateConfirmations.noAnswer)
        #expect(panel.log.count == 1)

        // A third state written meanwhile is the device's answer: shown at once.
        panel.controller.changed(panel.controller.control(id: "mode")!, to: .triple("On"))
        #expect(panel.messages["mode"] == nil, "the touch took the message away")
        folder.write("Off\n", to: "mode")
        #expect(panel.turn(seconds: 0.4) { panel.controller.values["mode"] == .triple("Off") })
        #expect(panel.messages["mode"] == StateConfirmations.refused)
    }

    @Test func aStateCommandsFirstLineIsTheState() throws {
        let folder = TemporaryFolder()
        let script = folder.write("#!/bin/sh\necho Auto\necho ignored\n", to: "mode.sh")
        chmod(script, 0o755)
        let panel = try PolledPanel(#"{"controls": [{"type": "triple", "label": "Mode", "stateCommand": ["\#(script)"], "stateInterval": 0.1}]}"#)
        #expect(panel.turn(seconds: 5) { panel.controller.values["mode"] == .triple("Auto") })
        #expect(panel.changes.isEmpty)
    }

    @Test func aStateThatIsNoneOfTheValuesIsLoggedOnceAndChangesNothing() throws {
        let folder = TemporaryFolder()
        let file = folder.write("maybe\n", to: "lamp")
        var lines: [String] = []
        let controller = PanelController(panel: try PanelFileDecoder.decode(
            #"{"controls": [{"type": "toggle", "label": "Lamp", "stateFile": "\#(file)", "stateInterval": 0.1}]}"#, path: "t.json"), saved: [:])
        let dispatcher = EventDispatcher()
        let poller = StatePoller(controller: controller, dispatcher: dispatcher, log: { _, line in lines.append(line) })
        _ = MQTTTestClient.turn([dispatcher], seconds: 0.5) { false }
        #expect(poller.isPolling)
        #expect(lines.count == 1 && lines.first?.contains("maybe") == true, "\(lines)")
        #expect(controller.values["lamp"] == .toggle(false))
    }

    @Test func theFileFieldsAreChecked() {
        let cases: [(String, String)] = [
            (#""stateFile": "relative/path""#, "controls[0].stateFile: must be an absolute path"),
            (#""stateFile": "/a", "stateTopic": "b""#, "give one of stateTopic, stateFile and stateCommand"),
            (#""stateCommand": "echo ON""#, "controls[0].stateCommand: expected a non-empty array of strings"),
            (#""stateFile": "/a", "stateInterval": 0"#, "controls[0].stateInterval: expected a number of seconds from 0.1 to 3600"),
            (#""stateFile": "/a", "confirmTimeout": -1"#, "controls[0].confirmTimeout: expected a number of seconds from 0"),
        ]
        for (fields, expected) in cases {
            let json = #"{"controls": [{"type": "toggle", "label": "Lamp", "# + fields + "}]}"
            do {
                _ = try PanelFileDecoder.decode(json, path: "t.json")
                Issue.record("accepted \(fields)")
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
            }
        }
    }
}
