import Testing
@testable import PanelKiosk

/// What a panel file sent over MQTT must pass: read as a file on disk is, then held to the
/// board's policy; its exec and write actions only as the local file gives them.
@Suite struct PushedPanelCheckTests {
    static let local = try! PanelFileDecoder.decode(#"""
        {"controls": [
          {"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 10, "action": {"type": "exec", "argv": ["/usr/bin/fan", "{value}"]}},
          {"type": "toggle", "label": "Led", "action": {"type": "write", "path": "/sys/class/leds/a/brightness"}}]}
        """#, path: "local.json")

    private func check(_ text: String, policy: PanelSetPolicy = .localActions) -> Result<PanelFile, PanelFileError> {
        PushedPanelCheck(policy: policy, local: Self.local).check(Array(text.utf8), source: "panel/hall/panel/set")
    }

    private func problems(_ text: String, policy: PanelSetPolicy = .localActions) -> [String] {
        guard case .failure(let error) = check(text, policy: policy) else { return [] }
        return error.problems.map(\.description)
    }

    @Test func takesTheLocalActionsOnTheSameControlsAndPublishAndLog() throws {
        let pushed = #"""
            {"title": "Moved", "controls": [
              {"type": "button", "label": "Hello", "action": {"type": "publish", "topic": "a/b"}},
              {"type": "toggle", "label": "Led", "action": {"type": "write", "path": "/sys/class/leds/a/brightness"}},
              {"type": "button", "label": "Note", "action": {"type": "log"}},
              {"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 10, "action": {"type": "exec", "argv": ["/usr/bin/fan", "{value}"]}}]}
            """#
        let file = try check(pushed).get()
        #expect(file.title == "Moved")
        #expect(file.controls.map(\.id) == ["hello", "led", "note", "fan"])
        // Publish-only takes the same file without the local ones.
        #expect(problems(pushed, policy: .publishOnly).count == 2)
        #expect(problems(pushed, policy: .publishOnly)[0].contains("may use publish and log actions only, not write (--mqtt-allow-panel-set publish-only)"))
    }

    @Test func refusesActionsTheBoardDoesNotGive() {
        // Another program, another argument, another path, another control.
        let cases = [
            #"{"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 10, "action": {"type": "exec", "argv": ["/bin/sh", "-c", "{value}"]}}"#,
            #"{"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 10, "action": {"type": "exec", "argv": ["/usr/bin/fan", "{value}", "x"]}}"#,
            #"{"type": "toggle", "label": "Led", "action": {"type": "write", "path": "/etc/passwd"}}"#,
            #"{"type": "toggle", "label": "Led", "action": {"type": "write", "path": "/sys/class/leds/a/brightness", "value": "x{value}"}}"#,
            #"{"type": "slider", "label": "Other", "min": 0, "max": 100, "step": 10, "action": {"type": "exec", "argv": ["/usr/bin/fan", "{value}"]}}"#,
            // The same action fed other values: a text field, a wider slider.
            #"{"type": "text", "label": "Fan", "action": {"type": "exec", "argv": ["/usr/bin/fan", "{value}"]}}"#,
            #"{"type": "slider", "label": "Fan", "min": 0, "max": 1000, "step": 10, "action": {"type": "exec", "argv": ["/usr/bin/fan", "{value}"]}}"#,
        ]
        for control in cases {
            let found = problems(#"{"controls": [\#(control)]}"#)
            #expect(found.count == 1 && found[0].contains("is not one the panel file on the board gives control"), "\(control): \(found)")
        }
        // Without a usable local file, no exec or write is the board's.
        let none = PushedPanelCheck(policy: .localActions, local: nil)
            .check(Array(#"{"controls": [{"type": "toggle", "label": "Led", "action": {"type": "write", "path": "/sys/class/leds/a/brightness"}}]}"#.utf8), source: "t")
        #expect(throws: PanelFileError.self) { try none.get() }
    }

    @Test func offRefusesEverythingAndMistakesAreThoseOfAFile() {
        #expect(problems(#"{"controls": [{"type": "button", "label": "A"}]}"#, policy: .off)
            == ["1:1: this panel takes no panel files over MQTT (--mqtt-allow-panel-set off)"])
        #expect(problems(#"{"controls": [{"type": "buton", "label": "A"}]}"#).first?.contains("unknown control type \"buton\"") == true)
        #expect(problems("").count == 1)
        let big = [UInt8](repeating: 0x20, count: PushedPanelCheck.maximumBytes + 1)
        guard case .failure(let error) = PushedPanelCheck(policy: .localActions, local: nil).check(big, source: "t") else {
            Issue.record("a file over the limit was taken")
            return
        }
        #expect(error.problems[0].message == "the file is 4194305 bytes, more than 4194304")
    }

    @Test func theErrorPayloadListsAtMostFiftyAndCountsTheRest() throws {
        let controls = (0..<70).map { #"{"type": "toggle", "label": "L\#($0)", "action": {"type": "exec", "argv": ["/bin/x"]}}"# }
        guard case .failure(let error) = check(#"{"controls": [\#(controls.joined(separator: ","))]}"#) else {
            Issue.record("refused actions were taken")
            return
        }
        #expect(error.problems.count == 70)
        let payload = try JSONParser.parse(PushedPanelCheck.errorPayload(error))
        guard case let .object(members, _) = payload, case let .array(listed, _)? = members.first(where: { $0.key == "errors" })?.value,
              case let .number(more, _)? = members.first(where: { $0.key == "more" })?.value else {
            Issue.record("not {errors, more}: \(payload)")
            return
        }
        #expect(listed.count == 50)
        #expect(more == 20)
        guard case let .string(first, _) = listed[0] else { return }
        #expect(first.contains("control \"l0\": this exec action is not one the panel file on the board gives"), "\(first)")
    }
}

/// The topics a panel takes commands on: its own, its groups', everyone's.
@Suite struct MQTTCommandRoutesTests {
    @Test func routesOwnGroupAndBroadcastTopics() {
        let routes = MQTTCommandRoutes(topics: PanelTopics(node: "hall"), groups: ["ground-floor", "lights"])
        #expect(routes.route("panel/hall/lamp/set") == .control("lamp"))
        #expect(routes.route("panel/group/lights/lamp/set") == .control("lamp"))
        #expect(routes.route("panel/all/lamp/set") == .control("lamp"))
        #expect(routes.route("panel/hall/panel/set") == .panelSet)
        #expect(routes.route("panel/group/ground-floor/panel/set") == .panelSet)
        #expect(routes.route("panel/all/screenshot") == .screenshot)
        #expect(routes.route("panel/hall/screenshot") == .screenshot)
        for other in ["panel/group/kitchen/lamp/set", "panel/kitchen/lamp/set", "panel/hall/a/b/set", "panel/hall//set",
                      "panel/hall/set", "panel/hall/screenshot/png", "panel/all/lamp/state", "panel/group/lights/screenshots"] {
            #expect(routes.route(other) == nil, "\(other)")
        }
        #expect(routes.subscriptions == ["panel/hall/+/set", "panel/hall/screenshot", "panel/group/ground-floor/+/set",
                                         "panel/group/ground-floor/screenshot", "panel/group/lights/+/set",
                                         "panel/group/lights/screenshot", "panel/all/+/set", "panel/all/screenshot"])
    }

    @Test func theFileAndTheCommandLineNameGroupsAndThePolicy() throws {
        let file = try PanelFileDecoder.decode(#"{"mqtt": {"broker": "mqtt://b", "groups": ["lights", "lights", "hall"], "allowPanelSet": "publish-only"}, "controls": [{"type": "button", "label": "A"}]}"#, path: "p.json")
        #expect(file.mqtt?.groups == ["lights", "hall"])
        #expect(file.mqtt?.allowPanelSet == .publishOnly)
        var problems: [String] = []
        do { _ = try PanelFileDecoder.decode(#"{"mqtt": {"broker": "mqtt://b", "groups": ["a/b", 3], "allowPanelSet": "yes"}, "controls": [{"type": "button", "label": "A"}]}"#, path: "p.json") } catch {
            problems = error.problems.map(\.description)
        }
        #expect(problems.filter { $0.contains("mqtt.groups: expected group names") }.count == 2, "\(problems)")
        #expect(problems.contains { $0.contains("mqtt.allowPanelSet: \"yes\" is not a choice (expected off, publish-only, local-actions)") })

        let options = try RunOptions(ArgumentParser(command: "run", options: ["mqtt": .one, "group": .many, "mqtt-allow-panel-set": .one, "node": .one])
            .parse(["--mqtt", "mqtt://b", "--group", "hall", "--group", "lights", "--mqtt-allow-panel-set", "off"]))
        let settings = try #require(try MQTTRunSettings(options: options, file: file.mqtt))
        #expect(settings.groups == ["hall", "lights"])
        #expect(settings.panelSet == .off)
        #expect(throws: UsageError.self) {
            try RunOptions(ArgumentParser(command: "run", options: ["group": .many]).parse(["--group", "a+b"]))
        }
        let reserved = try RunOptions(ArgumentParser(command: "run", options: ["mqtt": .one, "node": .one]).parse(["--mqtt", "mqtt://b", "--node", "all"]))
        #expect(throws: UsageError.self) { try MQTTRunSettings(options: reserved, file: nil) }
    }
}
