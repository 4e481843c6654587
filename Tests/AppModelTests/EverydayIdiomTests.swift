@testable import SwiftUI
import Testing
@testable import Panel
@testable import PanelKiosk

// Everyday SwiftUI app code, written as for Apple's platforms with `import SwiftUI` only:
// work started from a button, a stream read by `.task` and cancelled with its view,
// `.task(id:)` with `async let`, a task group, `.onChange(of:initial:)`, the order of
// `.onAppear`/`.onDisappear` and `.task`, a model's array edited through
// `ForEach($model.items)`, `@Bindable` as a property and in a body, `@AppStorage` and
// `@SceneStorage`, and an app whose `@State` model survives its body being made again.

// MARK: - The app code

struct Light: Identifiable {
    let id: Int
    var name: String
    var on: Bool
}

@MainActor @Observable final class LightsModel {
    var items = [Light(id: 1, name: "Porch", on: false), Light(id: 2, name: "Hall", on: true)]
    var status = "idle"
    var summary: String { "\(items.filter(\.on).count) of \(items.count) on" }

    func load() async {
        try? await Task.sleep(for: .milliseconds(50))
        status = "loaded"
    }
}

struct LightsList: View {
    @Bindable var model: LightsModel
    var body: some View {
        VStack {
            ForEach($model.items) { $item in
                Toggle(item.name, isOn: $item.on)
            }
        }
    }
}

struct LightsSummary: View {
    @Environment(LightsModel.self) private var model
    var body: some View {
        @Bindable var model = model
        VStack {
            Text(model.summary)
            Toggle("First", isOn: $model.items[0].on)
        }
    }
}

struct LightsScreen: View {
    @Environment(LightsModel.self) private var model
    var body: some View {
        VStack {
            Text(model.status)
            Button("Load") {
                Task { await model.load() }
            }
            LightsList(model: model)
            LightsSummary()
        }
    }
}


struct KioskApp: App {
    @State private var model = LightsModel()

    init() {
        model.items.append(Light(id: 3, name: "Garden", on: false))
    }

    var body: some Scene {
        WindowGroup {
            LightsScreen()
        }
        .environment(model)
    }
}

/// What the lifecycle tests saw, in order.
@MainActor var idiomLog: [String] = []

struct Ticker: View {
    let ticks: AsyncStream<Int>
    @State private var last = 0
    var body: some View {
        Text("tick \(last)")
            .onAppear { idiomLog.append("appear") }
            .onDisappear { idiomLog.append("disappear") }
            .task {
                idiomLog.append("task started")
                await withTaskCancellationHandler {
                    for await tick in ticks {
                        last = tick
                    }
                } onCancel: {
                    MainActor.assumeIsolated { idiomLog.append("cancel") }
                }
                idiomLog.append(Task.isCancelled ? "task cancelled" : "stream ended")
            }
    }
}

struct TickerHost: View {
    let ticks: AsyncStream<Int>
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown { Ticker(ticks: ticks) }
        }
    }
}

struct Poller: View {
    @State private var polls = 0
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Stop") { shown = false }
            if shown {
                Text("polls \(polls)")
                    .task {
                        while !Task.isCancelled {
                            polls += 1
                            do {
                                try await Task.sleep(for: .seconds(1))
                            } catch {
                                idiomLog.append("poll sleep cancelled")
                            }
                        }
                        idiomLog.append("poll loop left")
                    }
            }
        }
    }
}

func fetchName(_ room: Int) async -> String { "room \(room)" }
func fetchTemperature(_ room: Int) async -> Int { 18 + room }

struct RoomDetail: View {
    @State private var selection = 1
    @State private var detail = ""
    @State private var total = 0
    var body: some View {
        VStack {
            Button("Next") { selection += 1 }
            Text(detail)
            Text("total \(total)")
        }
        .task(id: selection) {
            async let name = fetchName(selection)
            async let temperature = fetchTemperature(selection)
            detail = "\(await name) \(await temperature)"
        }
        .task {
            total = await withTaskGroup(of: Int.self) { group in
                for room in 1...4 {
                    group.addTask { await fetchTemperature(room) }
                }
                var sum = 0
                for await value in group { sum += value }
                return sum
            }
        }
    }
}

struct Changes: View {
    @State private var count = 0
    var body: some View {
        Button("Add") { count += 1 }
            .onChange(of: count, initial: true) { old, new in
                idiomLog.append("changed \(old) -> \(new)")
            }
            .onChange(of: count) { new in
                idiomLog.append("now \(new)")
            }
    }
}

enum Units: String { case metric, imperial }

struct StorageSettings: View {
    @AppStorage("everyday.brightness") var brightness = 0.8
    @AppStorage("everyday.units") var units = Units.metric
    @AppStorage("everyday.server") var server = URL(string: "https://example.com/api")!
    @AppStorage("everyday.token") var token = Data([1, 2, 3])
    @SceneStorage("everyday.tab") var tab = "home"
    var body: some View {
        VStack {
            Text("brightness \(brightness, specifier: "%.1f")")
            Slider(value: $brightness, in: 0.2...1)
            Text("\(units.rawValue) \(server.host ?? "") \(token.count) \(tab)")
            Button("Units") { units = .imperial }
            Button("Server") { server = URL(string: "http://panel.local:8080/v2")! }
            Button("Token") { token = Data([9, 8, 7, 6]) }
            Button("Tab") { tab = "settings" }
        }
    }
}

struct SettingsReader: View {
    @AppStorage("everyday.server") var server = URL(string: "https://example.com/api")!
    @AppStorage("everyday.token") var token = Data()
    @SceneStorage("everyday.tab") var tab = "home"
    var body: some View {
        Text("reader \(server.absoluteString) \(token.map(String.init).joined(separator: ",")) \(tab)")
    }
}

// MARK: - The tests

extension KioskApp {
    /// The model the app made (its `@State`, read as the app's body reads it).
    @MainActor static func model(of app: KioskApp) -> LightsModel? {
        Mirror(reflecting: app).children.compactMap { ($0.value as? State<LightsModel>)?.wrappedValue }.first
    }
}

@MainActor
@Suite(.serialized) struct EverydayIdiomTests {
    /// `Button("Load") { Task { await model.load() } }`: the model's async method sleeps on
    /// the main actor and sets a property; the view shows it at the next update. (The real
    /// loop: LoopIdiomTests.)
    @Test func aButtonStartsAsyncWorkThatRedrawsTheView() async throws {
        let app = KioskApp()
        let host = ViewHost(rootView: app.kioskScreen.view, width: 400, height: 400)
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.visibleTexts.first == "idle")
        let model = try #require(KioskApp.model(of: app))
        host.tap("Load", at: 2)
        let log = TaskLog()
        await log.wait { model.status == "loaded" }
        #expect(host.needsUpdate)
        host.update(at: MonotonicTime(seconds: 3))
        #expect(host.visibleTexts.first == "loaded")
    }

    /// The app's `init` sets up the model in `@State`; making the body again (a second
    /// screen from the same app value) hands down the same instance.
    @Test func theAppsStateModelSurvivesItsBodyBeingMadeAgain() throws {
        let app = KioskApp()
        let model = try #require(KioskApp.model(of: app))
        #expect(model.items.map(\.name) == ["Porch", "Hall", "Garden"])
        let first = ViewHost(rootView: app.kioskScreen.view, width: 400, height: 400)
        let second = ViewHost(rootView: app.kioskScreen.view, width: 400, height: 400)
        first.update(at: MonotonicTime(seconds: 1))
        second.update(at: MonotonicTime(seconds: 1))
        model.status = "shared"
        #expect(first.needsUpdate && second.needsUpdate)
        first.update(at: MonotonicTime(seconds: 2))
        second.update(at: MonotonicTime(seconds: 2))
        #expect(first.visibleTexts.first == "shared" && second.visibleTexts.first == "shared")
        #expect(KioskApp.model(of: app) === model)
    }

    /// `ForEach($model.items) { $item in Toggle(item.name, isOn: $item.on) }` writes the
    /// array element; the computed summary shown elsewhere is redrawn, and a toggle bound
    /// through `@Bindable var model = model` in a body redraws the list's toggle.
    @Test func anArrayOfStructsEditedThroughForEachBindingsRedrawsTheSummary() throws {
        let app = KioskApp()
        let host = ViewHost(rootView: app.kioskScreen.view, width: 400, height: 600)
        host.update(at: MonotonicTime(seconds: 1))
        let model = try #require(KioskApp.model(of: app))
        #expect(host.visibleTexts.contains("1 of 3 on"))
        host.tap("Porch", at: 2)
        #expect(model.items[0].on)
        host.update(at: MonotonicTime(seconds: 3))
        #expect(host.visibleTexts.contains("2 of 3 on"), "\(String(describing: host.visibleTexts))")
        host.tap("Garden", at: 4)
        host.update(at: MonotonicTime(seconds: 5))
        #expect(host.visibleTexts.contains("3 of 3 on"), "\(String(describing: host.visibleTexts))")
        // The summary's own toggle (bound through a @Bindable made in its body).
        host.tap("First", at: 6)
        #expect(!model.items[0].on)
        host.update(at: MonotonicTime(seconds: 7))
        #expect(host.visibleTexts.contains("2 of 3 on"), "\(String(describing: host.visibleTexts))")
    }

    /// `.task { for await tick in stream }`: leaving the view cancels the task, which ends
    /// the stream (its `onTermination` runs). `.onAppear` runs before the task starts;
    /// `.onDisappear` before the task sees its cancellation.
    @Test func aStreamReadByATaskEndsWhenTheViewGoesAway() async {
        idiomLog = []
        let terminated = TaskLog()
        var feed: AsyncStream<Int>.Continuation?
        let ticks = AsyncStream<Int> { continuation in
            feed = continuation
            continuation.onTermination = { reason in
                let cancelled: Bool
                if case .cancelled = reason { cancelled = true } else { cancelled = false }
                Task { @MainActor in terminated.entries.append(cancelled ? "cancelled" : "finished") }
            }
        }
        let host = ViewHost(rootView: TickerHost(ticks: ticks), width: 200, height: 200)
        host.update(at: MonotonicTime(seconds: 1))
        await terminated.wait { idiomLog == ["appear", "task started"] }
        #expect(idiomLog == ["appear", "task started"])
        feed?.yield(7)
        await terminated.wait { host.needsUpdate }
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.visibleTexts.contains("tick 7"))
        host.tap("Hide", at: 3)
        await terminated.wait { idiomLog.count == 5 && terminated.entries.count == 1 }
        #expect(idiomLog == ["appear", "task started", "disappear", "cancel", "task cancelled"])
        #expect(terminated.entries == ["cancelled"])
    }

    /// `try await Task.sleep(for: .seconds(1))` in a loop that checks `Task.isCancelled`:
    /// leaving the view wakes the sleep with an error and the loop ends.
    @Test func aPollingLoopStopsWhenItsViewGoesAway() async {
        idiomLog = []
        let log = TaskLog()
        let host = ViewHost(rootView: Poller(), width: 200, height: 200)
        host.update(at: MonotonicTime(seconds: 1))
        await log.wait { host.needsUpdate }
        host.update(at: MonotonicTime(seconds: 2))
        // One poll at least (a second may pass on a loaded machine before the update).
        #expect(host.visibleTexts.contains { $0.hasPrefix("polls ") && $0 != "polls 0" }, "\(String(describing: host.visibleTexts))")
        host.tap("Stop", at: 3)
        await log.wait { idiomLog.count == 2 }
        #expect(idiomLog == ["poll sleep cancelled", "poll loop left"])
    }

    /// `.task(id:)` with `async let` children, and a task group in `.task`.
    @Test func asyncLetAndTaskGroupsInTasks() async {
        let log = TaskLog()
        let host = ViewHost(rootView: RoomDetail(), width: 300, height: 200)
        host.update(at: MonotonicTime(seconds: 1))
        var time = 1.0
        await log.wait {
            time += 0.01
            host.update(at: MonotonicTime(seconds: time))
            return host.visibleTexts.contains("room 1 19") && host.visibleTexts.contains("total 82")
        }
        #expect(host.visibleTexts.contains("room 1 19"), "\(String(describing: host.visibleTexts))")
        #expect(host.visibleTexts.contains("total 82"), "\(String(describing: host.visibleTexts))")
        host.tap("Next", at: time + 1)
        time += 2
        await log.wait {
            time += 0.01
            host.update(at: MonotonicTime(seconds: time))
            return host.visibleTexts.contains("room 2 20")
        }
        #expect(host.visibleTexts.contains("room 2 20"), "\(String(describing: host.visibleTexts))")
    }

    /// `.onChange(of:initial:)` runs when the view appears with the value as old and new;
    /// the one-parameter form gets the new value.
    @Test func onChangeInitialAndTheOlderForm() {
        idiomLog = []
        let host = ViewHost(rootView: Changes(), width: 200, height: 100)
        host.update(at: MonotonicTime(seconds: 1))
        #expect(idiomLog == ["changed 0 -> 0"])
        host.tap("Add", at: 2)
        #expect(Set(idiomLog.dropFirst()) == ["changed 0 -> 1", "now 1"], "\(String(describing: idiomLog))")
        #expect(idiomLog.count == 3)
    }

    /// `@AppStorage` of a `Double` bound to a slider, an enum, a `URL` and `Data`; and
    /// `@SceneStorage`. Every view reading a key is redrawn when it is written.
    @Test func appStorageAndSceneStorageKeepTheirValues() {
        let center = AppStorageCenter()
        let host = ViewHost(rootView: VStack { StorageSettings(); SettingsReader() }, width: 400, height: 400)
        host.appStorage = center
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.visibleTexts.contains("brightness 0.8"), "\(String(describing: host.visibleTexts))")
        #expect(host.visibleTexts.contains("metric example.com 3 home"), "\(String(describing: host.visibleTexts))")
        #expect(host.visibleTexts.contains("reader https://example.com/api  home"), "\(String(describing: host.visibleTexts))")
        // A write from elsewhere (the key written by another view) moves the slider's text.
        center.set(.double(0.5), forKey: "everyday.brightness")
        host.update(at: MonotonicTime(seconds: 1.5))
        #expect(host.visibleTexts.contains("brightness 0.5"), "\(String(describing: host.visibleTexts))")
        host.tap("Units", at: 2)
        host.tap("Server", at: 3)
        host.tap("Token", at: 4)
        host.tap("Tab", at: 5)
        host.update(at: MonotonicTime(seconds: 6))
        #expect(host.visibleTexts.contains("imperial panel.local 4 settings"), "\(String(describing: host.visibleTexts))")
        #expect(host.visibleTexts.contains("reader http://panel.local:8080/v2 9,8,7,6 settings"), "\(String(describing: host.visibleTexts))")
        #expect(center.value(forKey: "everyday.units") == .string("imperial"))
        #expect(center.value(forKey: "everyday.server") == .string("http://panel.local:8080/v2"))
        #expect(center.value(forKey: "everyday.token") == .string("CQgHBg=="))
        // Scene storage is not the app's store.
        #expect(center.value(forKey: "everyday.tab") == nil)
    }
}
