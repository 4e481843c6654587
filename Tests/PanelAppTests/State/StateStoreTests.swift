import Glibc
import Testing
@testable import PanelKiosk

@Suite struct StateStoreTests {
    func temporaryPath(_ name: String) -> String { "/tmp/panel-state-\(getpid())-\(name).json" }

    @Test func valuesSurviveARestart() throws {
        let path = temporaryPath("restart")
        defer { unlink(path) }
        let store = StateStore(path: path)
        #expect(store.load() == .missing)
        try store.set(.toggle(true), for: "lights")
        try store.set(.triple("Low"), for: "fan")
        try store.set(.slider(42.5), for: "vent")

        let restarted = StateStore(path: path)
        #expect(restarted.load() == .loaded(count: 3))
        #expect(restarted.value(for: "lights") == .toggle(true))
        #expect(restarted.value(for: "fan") == .triple("Low"))
        #expect(restarted.value(for: "vent") == .slider(42.5))
        #expect(access(path + ".tmp", F_OK) != 0, "no temporary file is left behind")
    }

    @Test func corruptFileIsKeptAsideAndDefaultsAreUsed() throws {
        let path = temporaryPath("corrupt")
        defer { unlink(path) }
        let file = fopen(path, "w")
        fputs("{\"values\": {\"lights\": tr", file)
        fclose(file)
        let store = StateStore(path: path)
        guard case let .corrupt(reason, keptAt) = store.load() else {
            Issue.record("corrupt file not detected")
            return
        }
        defer { unlink(keptAt) }
        #expect(reason.hasPrefix("line 1, column "))
        #expect(store.values.isEmpty)
        #expect(access(path, F_OK) != 0)
        #expect(try readWholeFile(keptAt) == "{\"values\": {\"lights\": tr")
    }

    @Test func saveFailsClearlyWhereTheDirectoryIsMissing() {
        let store = StateStore(path: "/nonexistent/dir/state.json")
        #expect(throws: StateSaveError.self) { try store.set(.toggle(true), for: "x") }
    }
}
