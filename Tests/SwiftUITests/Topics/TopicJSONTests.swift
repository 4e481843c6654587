import Foundation
import Testing
import Panel
import SwiftUI

/// `@Topic` with `Codable` types as an app writes them: a device's JSON into a struct,
/// a struct published as JSON, and plain text, numbers and switches still plain.
@MainActor
@Suite(.serialized) struct TopicJSONTests {
    struct Air: Codable, Equatable {
        var temperature: Double
        var humidity: Double?
    }

    enum Mode: String, Codable { case off, auto, on }

    final class Bus: TopicBus {
        var isConnected = true
        var published: [String: String] = [:]
        func subscribe(_ topic: String) {}
        func publish(_ topic: String, payload: [UInt8], retain: Bool) -> Bool {
            published[topic] = String(decoding: payload, as: UTF8.self)
            return true
        }
    }

    struct Screen: View {
        @Topic("greenhouse/air") var air: Air?
        @Topic("greenhouse/mode") var mode: Mode = .auto
        @Topic("greenhouse/name") var name = "?"
        var body: some View {
            VStack {
                Text(verbatim: air.map { "\($0.temperature) \($0.humidity ?? -1)" } ?? "none")
                Text(mode.rawValue)
                Text(name)
                Button("Off") { mode = .off }
                Button("Warm") { air = Air(temperature: 25, humidity: nil) }
            }
        }
    }

    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { run.string } else { nil } }
    }


    @Test func jsonIsReadIntoTheTypeAndWrittenFromIt() {
        let bus = Bus()
        let center = TopicCenter(log: { _ in })
        center.install(bus)
        TopicCenter.shared = center
        let host = ViewHost(rootView: Screen(), width: 200, height: 300)
        host.update()
        #expect(texts(host).prefix(3) == ["none", "auto", "?"])
        center.received(Array(#"{"temperature": 21.5, "humidity": 60, "battery": 90}"#.utf8), on: "greenhouse/air")
        center.received(Array(#""on""#.utf8), on: "greenhouse/mode")
        center.received(Array("Bench 2".utf8), on: "greenhouse/name")
        host.update()
        #expect(texts(host).prefix(3) == ["21.5 60.0", "on", "Bench 2"])
        // A string is the payload's text, not JSON; a struct missing a field is unreadable.
        center.received(Array(#"{"humidity": 60}"#.utf8), on: "greenhouse/air")
        host.update()
        #expect(texts(host).first == "none")
        host.tap("Off", at: 1)
        host.tap("Warm", at: 2)
        #expect(bus.published["greenhouse/mode"] == #""off""#)
        #expect(bus.published["greenhouse/air"] == #"{"temperature":25}"#)
    }
}
