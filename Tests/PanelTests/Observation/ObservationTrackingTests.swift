import Dispatch
import Glibc
import Observation
import Synchronization
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Observable
private final class Scores {
    var home = 0
    var away = 0
    var unread = 0
    var first = "Ada"
    var last = "Lovelace"
    /// Computed: observed through the stored properties it reads.
    var fullName: String { "\(first) \(last)" }
}

@MainActor
private struct HomeScore: View {
    let scores: Scores
    var body: some View { Text("home \(scores.home)") }
}

@MainActor
private struct AwayScore: View {
    let scores: Scores
    var body: some View { Text("away \(scores.away)") }
}

@MainActor
private struct FullName: View {
    let scores: Scores
    var body: some View { Text(scores.fullName) }
}

@MainActor
private struct Board: View {
    let scores: Scores
    var body: some View {
        VStack {
            HomeScore(scores: scores)
            AwayScore(scores: scores)
            FullName(scores: scores)
        }
    }
}

@Observable
private final class Engine {
    var rpm = 800
}

@Observable
private final class Car {
    var engine = Engine()
}

@MainActor
private struct EngineGauge: View {
    let car: Car
    var body: some View { Text("rpm \(car.engine.rpm)") }
}

@Observable
private final class Item: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

@Observable
private final class Inventory {
    var items: [Item] = [Item(id: 1, name: "bolt"), Item(id: 2, name: "nut"), Item(id: 3, name: "washer")]
}

@MainActor
private struct ItemRow: View {
    let item: Item
    var body: some View { Text(item.name) }
}

@MainActor
private struct InventoryList: View {
    let inventory: Inventory
    var body: some View {
        VStack {
            ForEach(inventory.items) { ItemRow(item: $0) }
        }
    }
}

/// A bar as wide as the home score (10 px a point, from 20 px).
@MainActor
private struct ScoreBar: View {
    let scores: Scores
    var body: some View { Color.blue.frame(width: Double(20 + scores.home * 10), height: 10) }
}

/// A model whose writes take a while between the change's announcement and the store
/// (written out as the `@Observable` macro writes it, with a pause in the mutation).
private final class SlowCounter: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored = 0
    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) {
                usleep(100_000)
                stored = newValue
            }
        }
    }
}

@MainActor
private struct SlowCounterView: View {
    let counter: SlowCounter
    var body: some View { Text("count \(counter.value)") }
}

/// Reads the names inside the `ForEach`'s closure, which runs after the body.
@MainActor
private struct InlineRows: View {
    let inventory: Inventory
    var body: some View {
        VStack {
            ForEach(inventory.items) { item in Text(item.name) }
        }
    }
}

/// Reads the score inside a `GeometryReader`'s closure, which runs at layout.
@MainActor
private struct MeasuredScore: View {
    let scores: Scores
    var body: some View {
        GeometryReader { proxy in Text("\(scores.away) in \(Int(proxy.size.width))") }
    }
}

/// Reads `scores.home` only while `showsHome` is on.
@MainActor
private struct Switching: View {
    let scores: Scores
    @State var showsHome = true
    var body: some View {
        VStack {
            Text(showsHome ? "home \(scores.home)" : "hidden")
            Text("switch").onTapGesture { showsHome.toggle() }
        }
    }
}

@MainActor
@Suite struct ObservationTrackingTests {
    @Test func aChangeRedrawsOnlyTheViewsThatReadTheProperty() {
        let scores = Scores()
        let host = ViewHost(rootView: Board(scores: scores), width: 200, height: 200)
        host.update()
        #expect(host.visibleTexts == ["home 0", "away 0", "Ada Lovelace"])
        let board = host.graph.bodyEvaluationCount(of: Board.self)
        let home = host.graph.bodyEvaluationCount(of: HomeScore.self)
        let away = host.graph.bodyEvaluationCount(of: AwayScore.self)
        let name = host.graph.bodyEvaluationCount(of: FullName.self)

        scores.home = 3
        #expect(host.needsUpdate)
        #expect(!host.update().isEmpty)
        #expect(host.visibleTexts == ["home 3", "away 0", "Ada Lovelace"])
        #expect(host.graph.bodyEvaluationCount(of: HomeScore.self) == home + 1)
        #expect(host.graph.bodyEvaluationCount(of: AwayScore.self) == away)
        #expect(host.graph.bodyEvaluationCount(of: FullName.self) == name)
        #expect(host.graph.bodyEvaluationCount(of: Board.self) == board)

        // Observed again after re-running: a second change redraws again.
        scores.home = 4
        host.update()
        #expect(host.visibleTexts == ["home 4", "away 0", "Ada Lovelace"])
        #expect(host.graph.bodyEvaluationCount(of: HomeScore.self) == home + 2)
    }

    @Test func aChangeToAnUnreadPropertyRedrawsNothing() {
        let scores = Scores()
        let host = ViewHost(rootView: Board(scores: scores), width: 200, height: 200)
        host.update()
        let before = [host.graph.bodyEvaluationCount(of: HomeScore.self), host.graph.bodyEvaluationCount(of: AwayScore.self),
                      host.graph.bodyEvaluationCount(of: Board.self)]
        scores.unread += 1
        #expect(!host.needsUpdate)
        #expect(host.update().isEmpty)
        #expect([host.graph.bodyEvaluationCount(of: HomeScore.self), host.graph.bodyEvaluationCount(of: AwayScore.self),
                 host.graph.bodyEvaluationCount(of: Board.self)] == before)
    }

    @Test func aComputedPropertyIsObservedThroughWhatItReads() {
        let scores = Scores()
        let host = ViewHost(rootView: Board(scores: scores), width: 200, height: 200)
        host.update()
        let name = host.graph.bodyEvaluationCount(of: FullName.self)
        scores.last = "Byron"
        host.update()
        #expect(host.visibleTexts.last == "Ada Byron")
        #expect(host.graph.bodyEvaluationCount(of: FullName.self) == name + 1)
        #expect(host.graph.bodyEvaluationCount(of: HomeScore.self) == 1)
    }

    @Test func nestedModelsAreObservedAtEveryLevel() {
        let car = Car()
        let host = ViewHost(rootView: EngineGauge(car: car), width: 200, height: 100)
        host.update()
        car.engine.rpm = 2000
        host.update()
        #expect(host.visibleTexts == ["rpm 2000"])
        // A new inner model: the view follows it, and the old one no longer matters.
        let old = car.engine
        car.engine = Engine()
        host.update()
        #expect(host.visibleTexts == ["rpm 800"])
        let runs = host.graph.bodyEvaluationCount(of: EngineGauge.self)
        old.rpm = 5000
        #expect(!host.needsUpdate)
        car.engine.rpm = 1200
        host.update()
        #expect(host.visibleTexts == ["rpm 1200"])
        #expect(host.graph.bodyEvaluationCount(of: EngineGauge.self) == runs + 1)
    }

    @Test func modelsInAnArrayRedrawTheirOwnRows() {
        let inventory = Inventory()
        let host = ViewHost(rootView: InventoryList(inventory: inventory), width: 200, height: 200)
        host.update()
        let rows = host.graph.bodyEvaluationCount(of: ItemRow.self)
        let list = host.graph.bodyEvaluationCount(of: InventoryList.self)
        #expect(rows == 3)
        inventory.items[1].name = "lock nut"
        host.update()
        #expect(host.visibleTexts == ["bolt", "lock nut", "washer"])
        #expect(host.graph.bodyEvaluationCount(of: ItemRow.self) == rows + 1)
        #expect(host.graph.bodyEvaluationCount(of: InventoryList.self) == list)
        // The array itself is a property the list reads.
        inventory.items.append(Item(id: 4, name: "pin"))
        host.update()
        #expect(host.visibleTexts == ["bolt", "lock nut", "washer", "pin"])
        #expect(host.graph.bodyEvaluationCount(of: InventoryList.self) == list + 1)
    }

    @Test func readsInAForEachClosureAreObservedForTheBodyAround() {
        let inventory = Inventory()
        let host = ViewHost(rootView: InlineRows(inventory: inventory), width: 200, height: 200)
        host.update()
        inventory.items[2].name = "spring washer"
        #expect(host.needsUpdate)
        host.update()
        #expect(host.visibleTexts == ["bolt", "nut", "spring washer"])
        // Observed again after the body re-ran.
        inventory.items[0].name = "screw"
        host.update()
        #expect(host.visibleTexts == ["screw", "nut", "spring washer"])
    }

    @Test func readsInAGeometryReaderClosureAreObserved() {
        let scores = Scores()
        let host = ViewHost(rootView: MeasuredScore(scores: scores), width: 200, height: 100)
        host.update()
        #expect(host.visibleTexts == ["0 in 200"])
        scores.away = 5
        #expect(host.needsUpdate)
        host.update()
        #expect(host.visibleTexts == ["5 in 200"])
        scores.away = 6
        host.update()
        #expect(host.visibleTexts == ["6 in 200"])
    }

    @Test func aPropertyNoLongerReadNoLongerRedraws() throws {
        let scores = Scores()
        let host = ViewHost(rootView: Switching(scores: scores), width: 200, height: 200)
        host.update()
        let tap = try #require(host.element(labeled: "switch")).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: tap, timestamp: MonotonicTime(nanoseconds: 1_000_000)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: tap, timestamp: MonotonicTime(nanoseconds: 2_000_000)))
        host.update()
        #expect(host.visibleTexts.first == "hidden")
        let runs = host.graph.bodyEvaluationCount(of: Switching.self)
        // The evaluation that read `home` is an older one: its tracking no longer counts.
        scores.home = 9
        #expect(!host.needsUpdate)
        host.update()
        #expect(host.graph.bodyEvaluationCount(of: Switching.self) == runs)
    }

    @Test func aChangeInsideWithAnimationAnimates() {
        let scores = Scores()
        let host = ViewHost(rootView: ScoreBar(scores: scores), width: 200, height: 100)
        host.update()
        #expect(host.fills(of: .blue).first?.width == Fixed(20))
        withAnimation(.linear(duration: 1)) { scores.home = 6 }
        host.update(at: MonotonicTime(seconds: 0.5))
        #expect(host.fills(of: .blue).first?.width == Fixed(50))
        #expect(host.isAnimating)
        // Without an animation the bar jumps.
        scores.home = 2
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.fills(of: .blue).first?.width == Fixed(40))
    }

    @Test func theLoopIsToldOfAChangeFromAnotherThreadOnlyOnceItIsStored() async throws {
        let counter = SlowCounter()
        let host = ViewHost(rootView: SlowCounterView(counter: counter), width: 200, height: 100)
        let requests = Atomic<Int>(0)
        host.setFrameRequest { requests.add(1, ordering: .relaxed) }
        host.update()
        let shared = UncheckedBox(counter)
        let writer = Task.detached { shared.value.value = 1 }
        // The loop draws as soon as it is woken: here, as soon as the frame is requested.
        let deadline = MonotonicTime.now() + 2_000_000_000
        while requests.load(ordering: .relaxed) == 0 && MonotonicTime.now() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        host.update()
        await writer.value
        #expect(host.visibleTexts == ["count 1"])
        // And the next change is seen too.
        await Task.detached { shared.value.value = 2 }.value
        host.update()
        #expect(host.visibleTexts == ["count 2"])
    }

    @Test func aChangeFromAnotherThreadIsKeptUntilTheLoopTakesIt() async {
        let scores = Scores()
        let host = ViewHost(rootView: Board(scores: scores), width: 200, height: 200)
        let requests = Atomic<Int>(0)
        host.setFrameRequest { requests.add(1, ordering: .relaxed) }
        host.update()
        let home = host.graph.bodyEvaluationCount(of: HomeScore.self)
        let shared = UncheckedBox(scores)
        await Task.detached {
            shared.value.home = 7
            shared.value.away = 2
        }.value
        // The other thread only asked for a frame; the body is marked on the loop's thread.
        #expect(requests.load(ordering: .relaxed) == 1)
        #expect(host.needsUpdate)
        #expect(host.graph.dirtyBodies.isEmpty)
        host.update()
        #expect(host.visibleTexts == ["home 7", "away 2", "Ada Lovelace"])
        #expect(host.graph.bodyEvaluationCount(of: HomeScore.self) == home + 1)
        #expect(!host.needsUpdate)

        // From a Dispatch queue.
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            shared.value.last = "King"
            done.signal()
        }
        done.wait()
        #expect(requests.load(ordering: .relaxed) == 2)
        host.update()
        #expect(host.visibleTexts == ["home 7", "away 2", "Ada King"])
    }
}

/// Hands a model to another thread in a test (the test waits for the other thread).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
