import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Group and broadcast topics, with three panel-app processes on a real broker: a
/// group's commands reach its members only (named by `--group` or the file's `groups`),
/// everyone's reach all, and a panel file sent to a group is checked by each member.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct GroupTopicsRunTests {
    private func start(_ directory: String, node: String, broker: MosquittoBroker, groups: [String], fileGroups: [String]) throws -> ChildProcess {
        let list = fileGroups.map { "\"\($0)\"" }.joined(separator: ",")
        let file = #"{"title": "\#(node)", "mqtt": {"broker": "\#(broker.url)", "groups": [\#(list)]}, "controls": [{"type": "toggle", "label": "Lamp"}]}"#
        try AtomicFile.write(Array(file.utf8), to: "\(directory)/\(node).json")
        return try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--panel", "\(directory)/\(node).json", "--node", node,
        ] + groups.flatMap { ["--group", $0] }, mergeErrors: true)
    }

    @Test func groupAndBroadcastCommandsActAsThePanelsOwn() throws {
        let broker = try MosquittoBroker()
        let directory = "/tmp/panel-groups-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        let panels = [
            try start(directory, node: "a", broker: broker, groups: ["lights"], fileGroups: []),
            try start(directory, node: "b", broker: broker, groups: [], fileGroups: ["lights"]),
            try start(directory, node: "c", broker: broker, groups: ["other"], fileGroups: []),
        ]
        for node in ["a", "b", "c"] {
            #expect(client.wait(for: "panel/\(node)/lamp/state", payload: "OFF", seconds: 20))
        }
        // Subscribed once connected; give the subscriptions a moment to land.
        client.wait(seconds: 0.5) { false }

        client.publish("panel/group/lights/lamp/set", "ON")
        #expect(client.wait(for: "panel/a/lamp/state", payload: "ON", seconds: 10))
        #expect(client.wait(for: "panel/b/lamp/state", payload: "ON", seconds: 10))
        client.wait(seconds: 0.5) { false }
        #expect(client.payloads(on: "panel/c/lamp/state") == ["OFF"])

        client.publish("panel/all/lamp/set", "OFF")
        #expect(client.wait(seconds: 10) { ["a", "b"].allSatisfy { client.payloads(on: "panel/\($0)/lamp/state").last == "OFF" } })
        // c already was OFF: it says so again, as for any command for the value it has.
        #expect(client.wait(seconds: 10) { client.payloads(on: "panel/c/lamp/state").count == 2 })

        // A file sent to the group: each member checks and shows it, answering on its own topics.
        client.publish("panel/group/lights/panel/set", #"{"title": "Lights", "controls": [{"type": "toggle", "label": "Lamp"}]}"#)
        for node in ["a", "b"] {
            #expect(client.wait(seconds: 10) { client.payloads(on: "panel/\(node)/panel/state").last?.contains(#""title":"Lights""#) == true })
        }
        client.publish("panel/group/other/panel/set", #"{"controls": [{"type": "toggle", "label": "Lamp", "action": {"type": "write", "path": "/tmp/x"}}]}"#)
        #expect(client.wait(seconds: 10) { !client.payloads(on: "panel/c/panel/error").isEmpty })
        #expect(client.payloads(on: "panel/a/panel/error").isEmpty && client.payloads(on: "panel/b/panel/error").isEmpty)

        for child in panels { kill(child.pid, SIGTERM) }
        let outputs = panels.map { $0.readAllOutput() }
        #expect(panels.allSatisfy { $0.wait() == 0 }, "\(outputs)")
    }
}
