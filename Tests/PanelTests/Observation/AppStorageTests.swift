import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

private enum Theme: String {
    case light, dark
}

private enum Speed: Int {
    case slow = 1, fast = 2
}

@MainActor
private struct BrightnessLabel: View {
    @AppStorage("brightness") var brightness = 0.5
    var body: some View { Text("brightness \(Int(brightness * 100))") }
}

@MainActor
private struct BrightnessButton: View {
    @AppStorage("brightness") var brightness = 0.5
    var body: some View { Button("brighter") { brightness += 0.25 } }
}

@MainActor
private struct OtherKeys: View {
    @AppStorage("visits") var visits = 0
    @AppStorage("enabled") var enabled = true
    @AppStorage("greeting") var greeting = "hello"
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("speed") var speed = Speed.slow
    var body: some View {
        VStack {
            Text("visits \(visits)")
            Text("enabled \(enabled)")
            Text(greeting)
            Text("theme \(theme.rawValue)")
            Text("speed \(speed.rawValue)")
        }
    }
}

@MainActor
private struct Dashboard: View {
    var body: some View {
        VStack {
            BrightnessLabel()
            BrightnessButton()
            OtherKeys()
        }
    }
}

@MainActor
@Suite struct AppStorageTests {
    private func host(_ store: InMemoryAppStorage, log: @escaping (String) -> Void = { _ in }) -> ViewHost {
        let host = ViewHost(rootView: Dashboard(), width: 300, height: 400)
        host.appStorage = AppStorageCenter(backend: store, log: log)
        return host
    }

    @Test func defaultsUntilWrittenAndTheDefaultIsNotStored() {
        let store = InMemoryAppStorage()
        let host = host(store)
        host.update()
        #expect(host.visibleTexts == ["brightness 50", "brighter", "visits 0", "enabled true", "hello", "theme light", "speed 1"])
        #expect(store.values.isEmpty)
    }

    @Test func aWriteRedrawsEveryViewReadingTheKeyAndNoOther() throws {
        let store = InMemoryAppStorage()
        let host = host(store)
        host.update()
        let labels = host.graph.bodyEvaluationCount(of: BrightnessLabel.self)
        let others = host.graph.bodyEvaluationCount(of: OtherKeys.self)
        let point = try #require(host.element(labeled: "brighter")).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(nanoseconds: 1_000_000)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(nanoseconds: 2_000_000)))
        #expect(store.values["brightness"] == .double(0.75))
        host.update()
        #expect(host.visibleTexts.first == "brightness 75")
        #expect(host.graph.bodyEvaluationCount(of: BrightnessLabel.self) == labels + 1)
        #expect(host.graph.bodyEvaluationCount(of: OtherKeys.self) == others)
        // Writing the same value again changes nothing.
        host.appStorage?.set(.double(0.75), forKey: "brightness")
        host.update(at: MonotonicTime(seconds: 5))
        #expect(host.graph.bodyEvaluationCount(of: BrightnessLabel.self) == labels + 1)
    }

    @Test func storedValuesOfEveryKindAreRead() {
        let store = InMemoryAppStorage(["visits": .double(3), "enabled": .bool(false), "greeting": .string("hi"),
                                        "theme": .string("dark"), "speed": .int(2), "brightness": .int(1)])
        let host = host(store)
        host.update()
        #expect(host.visibleTexts == ["brightness 100", "brighter", "visits 3", "enabled false", "hi", "theme dark", "speed 2"])
    }

    @Test func aValueOfTheWrongTypeFallsBackToTheDefaultAndIsReportedOnce() {
        let store = InMemoryAppStorage(["visits": .string("many"), "enabled": .bool(false), "theme": .string("sepia"),
                                        "speed": .double(1.5)])
        var messages: [String] = []
        let host = host(store, log: { messages.append($0) })
        host.update()
        #expect(host.visibleTexts == ["brightness 50", "brighter", "visits 0", "enabled false", "hello", "theme light", "speed 1"])
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("\"visits\"") && $0.contains("\"many\"") && $0.contains("not an integer") })
        #expect(messages.contains { $0.contains("\"theme\"") && $0.contains("Theme") })
        #expect(messages.contains { $0.contains("\"speed\"") })
        // The bad value is kept (not lost), other keys are unaffected, and another
        // evaluation reports nothing new.
        #expect(store.values["visits"] == .string("many"))
        host.appStorage?.set(.bool(true), forKey: "enabled")
        host.update()
        #expect(host.visibleTexts[3] == "enabled true")
        #expect(messages.count == 3)
    }

    @Test func installingAStoreRedrawsTheViewsThatReadKeys() {
        let host = host(InMemoryAppStorage())
        host.update()
        #expect(host.visibleTexts.first == "brightness 50")
        host.appStorage?.install(InMemoryAppStorage(["brightness": .double(0.25)]))
        #expect(host.needsUpdate)
        host.update()
        #expect(host.visibleTexts.first == "brightness 25")
    }

    @Test func withoutAnInstalledStoreValuesLiveInMemory() {
        let center = AppStorageCenter()
        #expect(center.value(forKey: "nothing-here") == nil)
        center.set(.int(4), forKey: "count")
        #expect(center.value(forKey: "count") == .int(4))
    }
}
