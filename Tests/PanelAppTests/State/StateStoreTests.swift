import Glibc
import Panel
import Testing
@testable import PanelKiosk

@Suite struct StateStoreTests {
    func temporaryPath(_ name: String) -> String { "/tmp/panel-state-\(getpid())-\(name).json" }

    /// A new empty folder for one test, removed by the returned closure.
    func temporaryFolder(_ name: String) -> (String, () -> Void) {
        let path = "/tmp/panel-state-\(getpid())-\(name)"
        _ = try? ChildProcess("/bin/rm", ["-rf", path]).wait()
        mkdir(path, 0o755)
        return (path, { _ = try? ChildProcess("/bin/rm", ["-rf", path]).wait() })
    }

    func write(_ text: String, to path: String) {
        let file = fopen(path, "w")
        fputs(text, file)
        fclose(file)
    }

    @Test func valuesSurviveARestart() throws {
        let path = temporaryPath("restart")
        defer { unlink(path) }
        let store = StateStore(path: path)
        #expect(store.load() == .missing)
        store.set(.toggle(true), for: "lights")
        store.set(.triple("Low"), for: "fan")
        store.set(.slider(42.5), for: "vent")
        #expect(try store.saveUnsavedChanges())

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
        write("{\"values\": {\"lights\": tr", to: path)
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
        store.set(.toggle(true), for: "x")
        #expect(throws: StateSaveError.self) { try store.save() }
    }

    // MARK: Finite values, and one bad value costs one control

    @Test func aNumberThatIsNotFiniteIsNeverStored() throws {
        let path = temporaryPath("nan")
        defer { unlink(path) }
        let store = StateStore(path: path)
        #expect(store.set(.slider(2), for: "vent"))
        #expect(!store.set(.slider(.nan), for: "vent"))
        #expect(!store.set(.slider(.infinity), for: "other"))
        store.set(.toggle(true), for: "lights")
        try store.save()
        let text = try readWholeFile(path)
        #expect(!text.contains("null"), "\(text)")

        let restarted = StateStore(path: path)
        #expect(restarted.load() == .loaded(count: 2))
        #expect(restarted.value(for: "vent") == .slider(2))
        #expect(restarted.value(for: "lights") == .toggle(true))
    }

    @Test func aBadValueCostsOnlyItsOwnControl() throws {
        let path = temporaryPath("bad-value")
        defer { unlink(path) }
        // What an older version saved for a NaN slider, beside good values.
        let text = #"{"version":1,"values":{"fan":"Low","lights":true,"list":[1],"vent":null}}"#
        write(text, to: path)
        let store = StateStore(path: path)
        guard case let .loaded(count, problems) = store.load() else {
            Issue.record("the file was not loaded")
            return
        }
        #expect(count == 2)
        #expect(store.value(for: "lights") == .toggle(true))
        #expect(store.value(for: "fan") == .triple("Low"))
        #expect(store.value(for: "vent") == nil)
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("\"vent\" is null") }, "\(problems)")
        #expect(try readWholeFile(path) == text, "the file is neither renamed nor rewritten")
    }

    // MARK: Unreadable paths are left alone

    @Test func aDirectoryAtTheStatePathIsReportedAndLeftAlone() throws {
        let (folder, remove) = temporaryFolder("directory")
        defer { remove() }
        let path = folder + "/state.json"
        mkdir(path, 0o755)
        write("keep", to: path + "/inside")
        let store = StateStore(path: path)
        guard case let .unreadable(reason) = store.load() else {
            Issue.record("a directory was not reported as unreadable")
            return
        }
        #expect(reason.contains("directory"), "\(reason)")
        store.set(.toggle(true), for: "lights")
        #expect(store.saveDeadline == nil, "no save is planned over what could not be read")
        #expect(throws: StateSaveError.self) { try store.save() }
        #expect(try readWholeFile(path + "/inside") == "keep")
        #expect(StateStoreTests.entries(of: folder) == ["state.json"], "nothing renamed or created beside it")
    }

    @Test(arguments: ["fifo", "symlink", "too-large"])
    func aPathThatIsNotAReadableStateFileIsLeftAlone(kind: String) throws {
        let (folder, remove) = temporaryFolder("unreadable-\(kind)")
        defer { remove() }
        let path = folder + "/state.json"
        var expected = "state.json"
        switch kind {
        case "fifo": mkfifo(path, 0o644)
        case "symlink":
            write(#"{"values":{"lights":true}}"#, to: folder + "/elsewhere.json")
            symlink(folder + "/elsewhere.json", path)
            expected = "elsewhere.json state.json"
        default:
            write(#"{"values":{}}"# + String(repeating: " ", count: FileSizeLimit.stateFile), to: path)
        }
        var before = stat()
        lstat(path, &before)
        let store = StateStore(path: path)
        guard case .unreadable = store.load() else {
            Issue.record("\(kind) was not reported as unreadable")
            return
        }
        store.set(.toggle(false), for: "lights")
        #expect(throws: StateSaveError.self) { try store.save() }
        var after = stat()
        lstat(path, &after)
        #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode && after.st_size == before.st_size)
        #expect(StateStoreTests.entries(of: folder).joined(separator: " ") == expected)
    }

    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    // MARK: Coalesced saves

    @Test func changesAreSavedTogetherAtTheLatestASaveDelayAfterTheFirst() throws {
        let path = temporaryPath("coalesce")
        defer { unlink(path) }
        let store = StateStore(path: path)
        #expect(store.load() == .missing)
        let start = MonotonicTime(nanoseconds: 5_000_000_000)
        // A slider dragged through 200 steps in half a second.
        for step in 0..<200 {
            let now = start + Int64(step) * 2_500_000
            store.set(.slider(Double(step)), for: "vent", now: now)
            #expect(try !store.saveIfDue(now: now))
        }
        #expect(store.saveDeadline == start + StateStore.saveDelay)
        #expect(access(path, F_OK) != 0, "nothing written before the delay")
        #expect(try store.saveIfDue(now: start + StateStore.saveDelay))
        #expect(store.savesWritten == 1)
        #expect(store.saveDeadline == nil)
        #expect(try StateStore.parse(readWholeFile(path))["vent"] == .slider(199))

        // Setting a value it already has plans no save.
        store.set(.slider(199), for: "vent", now: start + 2 * StateStore.saveDelay)
        #expect(store.saveDeadline == nil)
    }

    @Test func theSaverSavesAtTheStoresDeadlineAndAtTheEnd() throws {
        let path = temporaryPath("source")
        defer { unlink(path) }
        let store = StateStore(path: path)
        var lines: [String] = []
        let now = MonotonicTime(seconds: 50)
        let clock = VirtualClock(start: now)
        let dispatcher = EventDispatcher(virtualTime: clock)
        let saver = StateSaver(store: store, log: { lines.append($1) })
        saver.attach(to: dispatcher)
        #expect(dispatcher.nextDeadline == nil)
        store.set(.toggle(true), for: "lights", now: now)
        // A change gives the loop a deadline; later changes before it move nothing.
        #expect(dispatcher.nextDeadline == now + StateStore.saveDelay)
        store.set(.toggle(false), for: "lights", now: now + 1)
        store.set(.toggle(true), for: "lights", now: now + 2)
        #expect(dispatcher.nextDeadline == now + StateStore.saveDelay)
        try dispatcher.dispatch()
        #expect(clock.now == now + StateStore.saveDelay)
        #expect(store.savesWritten == 1)
        #expect(dispatcher.nextDeadline == nil)
        #expect(lines == ["\(path): saved 1 values"])

        store.set(.toggle(false), for: "lights", now: clock.now)
        saver.saveUnsavedChanges()
        #expect(store.savesWritten == 2)
        #expect(dispatcher.nextDeadline == nil)
        #expect(try StateStore.parse(readWholeFile(path))["lights"] == .toggle(false))
        saver.saveUnsavedChanges()
        #expect(store.savesWritten == 2, "nothing to save, nothing written")
    }

    @Test func aFailedSaveIsTriedAgainLater() throws {
        let store = StateStore(path: "/nonexistent/dir/state.json")
        var lines: [String] = []
        let now = MonotonicTime(nanoseconds: 1_000_000_000)
        let dispatcher = EventDispatcher(virtualTime: VirtualClock(start: now))
        StateSaver(store: store, log: { lines.append($1) }).attach(to: dispatcher)
        store.set(.toggle(true), for: "x", now: now)
        try dispatcher.dispatch()
        #expect(lines.count == 1 && lines[0].contains("cannot save state"), "\(lines)")
        #expect(store.saveDeadline == now + StateStore.saveDelay + StateStore.retryDelay)
        #expect(dispatcher.nextDeadline == store.saveDeadline)
    }
}
