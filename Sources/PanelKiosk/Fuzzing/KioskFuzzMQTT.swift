import Panel

/// `FuzzMQTTCommand`'s entry point (docs/fuzzing.md): topic and payload pairs as the broker
/// would deliver them, through the bridge's command checking and `panel/set`'s check, on
/// a panel with one control of each kind that takes commands and local exec and write
/// actions. No network: the messages go straight to the connection's message callback.
extension KioskFuzzing {
    /// The panel on the board: what commands reach, and whose actions a file sent may use.
    @MainActor static let mqttPanel: PanelFile = {
        let text = #"""
            {"title": "Board", "controls": [
              {"type": "toggle", "label": "Lamp", "stateTopic": "zigbee/lamp/state", "action": {"type": "write", "path": "/nonexistent/lamp"}},
              {"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 5, "action": {"type": "exec", "argv": ["/nonexistent/fan", "{value}"]}},
              {"type": "triple", "label": "Mode"}, {"type": "number", "label": "Set", "min": -10, "max": 40, "decimals": 1},
              {"type": "text", "label": "Name", "maxLength": 8, "pattern": "[a-z]*"},
              {"type": "button", "label": "Go", "action": {"type": "publish", "topic": "out/go"}}, {"type": "hold", "label": "Hold"},
              {"type": "pin", "label": "Door", "action": {"type": "exec", "argv": ["/nonexistent/door"]}}]}
            """#
        do { return try PanelFileDecoder.decode(text, path: "board.json") } catch { fatalError("\(error)") }
    }()

    /// The input: topic, NUL, payload, NUL, topic, ... (a missing payload is empty). Each
    /// topic is prefixed with `panel/` unless it starts with `!`, so the search spends its
    /// time on the panel's own topics.
    @MainActor
    public static func mqttCommand(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        let dispatcher = EventDispatcher()
        let topics = PanelTopics(node: "hall")
        guard let connection = try? MQTTConnection(settings: MQTTSettings(host: "127.0.0.1", port: 1, clientID: "fuzz"),
                                                   dispatcher: dispatcher) else { return }
        let bridge = PanelMQTTBridge(connection: connection, topics: topics, dispatcher: dispatcher, groups: ["lights"],
                                     log: { _, _ in })
        var controller = PanelController(panel: mqttPanel, saved: [:])
        var shown: [PanelFile] = []
        func wire(_ controller: PanelController) {
            // Unowned: the bridge holds the controller, and nothing may outlive the input.
            controller.onChange = { [unowned bridge] control, value in
                require(control.kind.statePayload(for: value) != nil || control.kind.initialValue == nil,
                        "control \(control.id) took \(value), which it cannot publish")
                requireSavable(value, id: control.id)
                bridge.controlChanged(control, to: value)
            }
            bridge.show(controller)
        }
        wire(controller)
        let operations = PanelMQTTOperations(bridge: bridge, dispatcher: dispatcher, policy: .localActions, show: { file in
            shown.append(file)
            controller = PanelController(panel: file, saved: controller.values)
            wire(controller)
        }, capture: { Surface(width: 4, height: 4) }, log: { _, _ in })
        operations.localFileShown(mqttPanel, contents: [])
        // Every file sent is read at once: the pacing would leave them to a later loop turn.
        operations.panelSetInterval = 0

        var messages = 0
        for index in stride(from: 0, to: parts.count, by: 2) {
            let raw = String(decoding: parts[index], as: UTF8.self)
            let topic = raw.hasPrefix("!") ? String(raw.dropFirst()) : "panel/" + raw
            let payload = index + 1 < parts.count ? Array(parts[index + 1]) : []
            connection.onMessage(MQTTMessage(topic: topic, payload: payload, retain: index % 4 == 2))
            messages += 1
            // The commands of a loop turn run at its end.
            let nudge = dispatcher.addDeadlineSource(at: dispatcher.now) { _ in nil }
            _ = try? dispatcher.dispatch()
            dispatcher.remove(nudge)
        }
        require(bridge.accepted + bridge.rejected <= messages * controller.panel.controls.count,
                "\(bridge.accepted) accepted and \(bridge.rejected) rejected of \(messages) messages")
        // The board's owner decides what runs: a file sent may carry exec and write actions
        // only as the board's own file gives them to the same control.
        for file in shown {
            for control in file.controls {
                switch control.action {
                case .exec?, .write?:
                    let local = mqttPanel.controls.first { $0.id == control.id }
                    require(local?.action == control.action && local.map { PushedPanelCheck.sameKind($0.kind, control.kind) } == true,
                            "a file sent over MQTT gave control \(control.id) the action \(String(describing: control.action))")
                default: break
                }
            }
        }
        // A refusal's report is JSON with at most 50 problems listed.
        if let first = parts.first, parts.count > 1 {
            let check = PushedPanelCheck(policy: .publishOnly, local: mqttPanel).check(Array(parts[1]), source: String(decoding: first, as: UTF8.self))
            if case .failure(let error) = check {
                require(!error.problems.isEmpty, "a refused file has no problem to report")
                do {
                    guard case let .object(members, _) = try JSONParser.parse(PushedPanelCheck.errorPayload(error)),
                          case let .array(listed, _)? = members.first(where: { $0.key == "errors" })?.value else {
                        fatalError("the error payload is not {\"errors\": [...]}")
                    }
                    require(listed.count <= PushedPanelCheck.listedProblems && listed.count == min(error.problems.count, 50),
                            "\(listed.count) problems listed of \(error.problems.count)")
                } catch {
                    fatalError("the error payload does not parse: \(error)")
                }
            }
        }
        operations.handle(.screenshot, MQTTMessage(topic: "panel/hall/screenshot", payload: []), now: dispatcher.now)
    }
}
