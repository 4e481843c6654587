import Testing
@testable import PanelBase
@testable import PanelUI

/// `@Topic` and the `publish` action over a bus played by the test: subscriptions made on
/// first read and again on reconnection, views redrawn by messages, values published at
/// once or, while the bus is away, only the latest one when it is back.
@MainActor
@Suite(.serialized) struct TopicTests {
    final class FakeBus: TopicBus {
        var isConnected = true
        var subscriptions: [String] = []
        var published: [(topic: String, payload: String, retain: Bool)] = []
        func subscribe(_ topic: String) { subscriptions.append(topic) }
        func publish(_ topic: String, payload: [UInt8], retain: Bool) -> Bool {
            guard isConnected else { return false }
            published.append((topic, String(decoding: payload, as: UTF8.self), retain))
            return true
        }
    }

    /// A fresh centre over a fresh bus for each test, with what it reports.
    private func center() -> (TopicCenter, FakeBus, Reports) {
        let reports = Reports()
        let center = TopicCenter(log: { reports.lines.append($0) })
        let bus = FakeBus()
        center.install(bus)
        TopicCenter.shared = center
        return (center, bus, reports)
    }

    final class Reports { var lines: [String] = [] }

    private struct Readout: View {
        @Topic("greenhouse/air") var air: Double?
        var body: some View { Text(air.map { "\($0, specifier: "%.1f") °C" } ?? "waiting") }
    }

    @Test func aMessageRedrawsTheViewsThatReadItsTopic() {
        let (center, bus, _) = center()
        let host = ViewHost(rootView: Readout(), width: 200, height: 40)
        host.update()
        #expect(host.shows("waiting"))
        #expect(bus.subscriptions == ["greenhouse/air"])
        #expect(center.received(Array("21.5".utf8), on: "greenhouse/air"))
        #expect(host.needsUpdate)
        host.update()
        #expect(host.shows("21.5 °C"), "\(host.shownTexts)")
        #expect(!center.received(Array("1".utf8), on: "greenhouse/other"), "a topic no view reads is passed on")
    }

    @Test func anUnreadablePayloadShowsTheDefaultAndIsReportedOnce() {
        let (center, _, reports) = center()
        let host = ViewHost(rootView: Readout(), width: 200, height: 40)
        host.update()
        for payload in ["warm", "nan", " 21"] {
            center.received(Array(payload.utf8), on: "greenhouse/air")
            host.update()
            #expect(host.shows("waiting"), "\(payload)")
        }
        #expect(reports.lines.count == 1)
        #expect(reports.lines.first?.contains("greenhouse/air") == true)
        center.received(Array("19".utf8), on: "greenhouse/air")
        host.update()
        #expect(host.shows("19.0 °C"))
    }

    private struct Lamp: View {
        @Topic("hall/lamp", retain: true) var lamp = false
        var body: some View {
            VStack {
                Toggle("Lamp", isOn: $lamp)
                Text(lamp ? "lit" : "dark")
            }
        }
    }

    @Test func settingAValuePublishesItAndShowsItAtOnce() {
        let (_, bus, _) = center()
        let host = ViewHost(rootView: Lamp(), width: 200, height: 100)
        host.update()
        #expect(host.shows("dark"))
        host.tap(label: "Lamp", at: 1)
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.shows("lit"))
        #expect(bus.published.count == 1)
        #expect(bus.published.first?.topic == "hall/lamp")
        #expect(bus.published.first?.payload == "ON")
        #expect(bus.published.first?.retain == true)
    }

    @Test func whileTheBusIsAwayOnlyTheLatestValueIsSentWhenItIsBack() {
        let (center, bus, _) = center()
        bus.isConnected = false
        for value in ["1", "2", "3"] { center.publish(Array(value.utf8), on: "fan/speed", retain: false) }
        center.publish(Array("ON".utf8), on: "fan/power", retain: true)
        #expect(bus.published.isEmpty)
        bus.isConnected = true
        center.connected()
        #expect(bus.published.map(\.topic) == ["fan/power", "fan/speed"])
        #expect(bus.published.map(\.payload) == ["ON", "3"])
        center.connected()
        #expect(bus.published.count == 2, "sent once")
    }

    @Test func topicsReadSoFarAreSubscribedAgainOnEachConnection() {
        let (center, bus, _) = center()
        let host = ViewHost(rootView: VStack { Readout(); Lamp() }, width: 200, height: 200)
        host.update()
        bus.subscriptions.removeAll()
        center.connected()
        #expect(bus.subscriptions == ["greenhouse/air", "hall/lamp"])
    }

    @Test func aWildcardOrEmptyTopicIsNeverSubscribedAndIsReported() {
        let (center, bus, reports) = center()
        for topic in ["greenhouse/#", "+/air", ""] {
            #expect(center.latest(on: topic) == nil)
            center.publish([1], on: topic, retain: false)
        }
        #expect(bus.subscriptions.isEmpty && bus.published.isEmpty)
        #expect(reports.lines.count == 3)
    }

    @Test func thePublishActionSendsTextAndValues() {
        let (_, bus, _) = center()
        struct Vents: View {
            @Environment(\.publish) private var publish
            var body: some View {
                VStack {
                    Button("Open") { publish("open", to: "vents/set") }
                    Button("Half") { publish(50, to: "vents/position", retain: true) }
                }
            }
        }
        let host = ViewHost(rootView: Vents(), width: 200, height: 200)
        host.update()
        host.tap(label: "Open", at: 1)
        host.tap(label: "Half", at: 2)
        #expect(bus.published.map(\.payload) == ["open", "50"])
        #expect(bus.published.map(\.retain) == [false, true])
    }

    @Test func withoutABusValuesStayOnThePanelAndThatIsSaidOnce() {
        let reports = Reports()
        let center = TopicCenter(log: { reports.lines.append($0) })
        TopicCenter.shared = center
        let host = ViewHost(rootView: Lamp(), width: 200, height: 100)
        host.update()
        host.tap(label: "Lamp", at: 1)
        host.tap(label: "Lamp", at: 2)
        host.tap(label: "Lamp", at: 3)
        host.update(at: MonotonicTime(seconds: 4))
        #expect(host.shows("lit"))
        #expect(reports.lines.count == 1)
        #expect(reports.lines.first?.contains("--mqtt") == true)
    }
}
