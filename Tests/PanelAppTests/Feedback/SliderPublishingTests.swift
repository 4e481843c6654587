import Panel
import Testing
@testable import PanelKiosk

/// A slider dragged for two seconds of virtual time, its states counted on a real broker:
/// by default only the value it is released at goes out; with `updatesPerSecond` at most
/// that many a second, the released value last. The screen follows the finger throughout.
@MainActor @Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct SliderPublishingTests {
    struct Drag {
        var published: [String]
        var released: ControlValue?
        var shownWhileDragged: Set<String>
        var actions: Int
    }

    func drag(extraFields: String) throws -> Drag {
        let broker = try MosquittoBroker()
        defer { withExtendedLifetime(broker) {} }
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel:
            #"{"controls": [{"type": "slider", "label": "Fan", "min": 0, "max": 100, "stateTopic": "device/fan/state""# + extraFields + "}]}")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/fan/state"])
        #expect(client.wait(for: "panel/hall/fan/state", payload: "0", turning: [hall.dispatcher]))
        let seen = client.messages.count

        let clock = VirtualClock(start: MonotonicTime(seconds: 10))
        hall.controller.clock = { clock.now }
        let host = ViewHost(rootView: PanelFileView(controller: hall.controller), width: 800, height: 480,
                            textMeasurer: try FontSet.loadDefault())
        host.update()
        let label = try #require(host.frames(ofText: "Fan").first)
        let y = label.maxY + Fixed(30)
        var shown: Set<String> = []
        // Left to right along the track, a sample every 10 ms for two seconds.
        let samples = 200
        for index in 0...samples {
            let time = MonotonicTime(seconds: 10 + Double(index) * 0.01)
            clock.advance(to: time)
            let x = label.minX + Fixed(5) + Fixed(240) * index / samples
            let phase: PointerEvent.Phase = index == 0 ? .began : index == samples ? .ended : .moved
            host.send(PointerEvent(pointer: 0, phase: phase, location: FixedPoint(x: x, y: y), timestamp: time))
            host.update(at: time)
            if index < samples, case let .slider(v)? = hall.controller.values["fan"] { shown.insert(JSONWriter.number(v)) }
        }
        let released = hall.controller.values["fan"]
        let final = released.flatMap { hall.controller.control(id: "fan")!.kind.statePayload(for: $0) } ?? "?"
        #expect(client.wait(for: "panel/hall/fan/state", payload: final, after: seen, turning: [hall.dispatcher]))
        // Nothing more is on its way.
        _ = client.wait(seconds: 0.3, turning: [hall.dispatcher]) { false }
        return Drag(published: Array(client.messages.dropFirst(seen).compactMap(\.text)), released: released,
                    shownWhileDragged: shown, actions: hall.changes.count)
    }

    @Test func byDefaultOnlyTheReleasedValueIsPublished() throws {
        let drag = try drag(extraFields: "")
        #expect(drag.shownWhileDragged.count > 20, "the screen follows the finger")
        #expect(drag.published.count == 1, "\(drag.published)")
        #expect(drag.actions == 1)
        #expect(drag.released.map { .slider(Double(drag.published.last ?? "") ?? -1) == $0 } == true)
    }

    @Test func aRateAllowsThatManyValuesASecondEndingWithTheReleasedOne() throws {
        let drag = try drag(extraFields: #", "updatesPerSecond": 5"#)
        // Two seconds at 5 a second: at most 10 sent while moving (one each 200 ms, the
        // first at once), and the released value.
        #expect(drag.published.count >= 8 && drag.published.count <= 12, "\(drag.published)")
        #expect(drag.actions == drag.published.count)
        #expect(drag.released.map { .slider(Double(drag.published.last ?? "") ?? -1) == $0 } == true)
        #expect(Set(drag.published).count == drag.published.count, "no value twice")
    }

    @Test func theRateIsChecked() {
        for bad in ["0", "51", "-1"] {
            #expect(throws: PanelFileError.self) {
                try PanelFileDecoder.decode(#"{"controls": [{"type": "slider", "label": "Fan", "updatesPerSecond": \#(bad)}]}"#, path: "t.json")
            }
        }
    }
}
