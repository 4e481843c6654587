import Glibc
import Panel
import Testing
@testable import PanelKiosk

private enum Mode: String {
    case auto, manual
}

@MainActor
private struct Preferences: View {
    @AppStorage("app.visits") var visits = 0
    @AppStorage("app.dimmed") var dimmed = false
    @AppStorage("app.level") var level = 0.5
    @AppStorage("app.mode") var mode = Mode.auto
    var body: some View {
        VStack {
            Text("visits \(visits)")
            Text("dimmed \(dimmed)")
            // As in SwiftUI, a Double interpolated into Text shows six decimals.
            Text("level \(level)")
            Text("mode \(mode.rawValue)")
            Button("change") {
                visits += 1
                dimmed = true
                level = 0.25
                mode = .manual
            }
        }
    }
}

/// `@AppStorage` over the kiosk's state file.
@MainActor
@Suite struct AppStoragePersistenceTests {
    func temporaryPath(_ name: String) -> String { "/tmp/panel-appstorage-\(getpid())-\(name).json" }

    func host(over store: StateStore, log: @escaping (String) -> Void = { _ in }) -> ViewHost {
        let host = ViewHost(rootView: Preferences(), width: 300, height: 300)
        host.appStorage = AppStorageCenter(backend: StateStoreAppStorage(store: store), log: log)
        return host
    }

    func press(_ label: String, in host: ViewHost) throws {
        let point = try #require(host.element(labeled: label)).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(nanoseconds: 1_000_000)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(nanoseconds: 2_000_000)))
    }

    @Test func valuesWrittenByOneHostAreReadByAFreshOneFromTheSameFile() throws {
        let path = temporaryPath("restart")
        defer { unlink(path) }
        let store = StateStore(path: path)
        #expect(store.load() == .missing)
        store.set(.toggle(true), for: "lights")
        let first = host(over: store)
        first.update()
        #expect(first.visibleTexts.prefix(4) == ["visits 0", "dimmed false", "level 0.500000", "mode auto"])
        try press("change", in: first)
        first.update()
        #expect(first.visibleTexts.prefix(4) == ["visits 1", "dimmed true", "level 0.250000", "mode manual"])
        // The change waits for the coalesced save, like the controls' values.
        #expect(store.saveDeadline != nil)
        #expect(try store.saveIfDue(now: .now() + StateStore.saveDelay))
        #expect(store.savesWritten == 1)

        let restarted = StateStore(path: path)
        #expect(restarted.load() == .loaded(count: 5))
        #expect(restarted.value(for: "lights") == .toggle(true))
        let second = host(over: restarted)
        second.update()
        #expect(second.visibleTexts.prefix(4) == ["visits 1", "dimmed true", "level 0.250000", "mode manual"])
    }

    @Test func aStoredValueOfTheWrongTypeFallsBackAndIsLoggedWithoutLosingOthers() throws {
        let path = temporaryPath("wrong-type")
        defer { unlink(path) }
        let file = fopen(path, "w")
        fputs(#"{"version":1,"values":{"app.visits":"lots","app.dimmed":true,"app.level":2.5,"app.mode":"turbo","fan":"Low"}}"#, file)
        fclose(file)
        let store = StateStore(path: path)
        #expect(store.load() == .loaded(count: 5))
        var messages: [String] = []
        let host = host(over: store, log: { messages.append($0) })
        host.update()
        #expect(host.visibleTexts.prefix(4) == ["visits 0", "dimmed true", "level 2.500000", "mode auto"])
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("app.visits") && $0.contains("not an integer") })
        #expect(messages.contains { $0.contains("app.mode") })
        // Nothing was written: the bad values are still there for a person to see, and
        // the panel's own control value too.
        #expect(store.saveDeadline == nil)
        #expect(store.value(for: "app.visits") == .triple("lots"))
        #expect(store.value(for: "fan") == .triple("Low"))
    }
}
