import Glibc
import Synchronization
import SwiftUI
import Testing
@testable import Panel

// The Combine-era model, written as for Apple's SwiftUI: an `ObservableObject` with
// `@Published` properties, owned by `@StateObject`, passed down as `@ObservedObject` and
// through `.environmentObject(_:)`, with `$model.property` bindings.

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var isOn = false
    /// Not published: changing it alone redraws nothing.
    var unpublished = 0
    nonisolated(unsafe) static var made = 0
    init() { Counter.made += 1 }
}

final class Settings: ObservableObject {
    @Published var units = "metric"
}

/// The counter a plain POSIX thread changes.
nonisolated(unsafe) var counterChangedFromThread: Counter?

/// A POSIX thread's start: not the main actor's.
private func changeCounterOnThread(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    counterChangedFromThread?.count = 42
    return nil
}

/// The counter the root view showed last.
@MainActor var shownCounter: Counter?

/// How many times each body ran, by name.
@MainActor var combineBodies: [String: Int] = [:]

struct CounterRoot: View {
    @StateObject private var counter = Counter()
    @State private var unrelated = 0
    var body: some View {
        let _ = combineBodies["root", default: 0] += 1
        let _ = shownCounter = counter
        VStack {
            Text("root \(unrelated)")
            CounterLabel(counter: counter)
            Toggle("On", isOn: $counter.isOn)
            SettingsLabel()
            Button("Rebuild") { unrelated += 1 }
        }
    }
}

struct CounterLabel: View {
    @ObservedObject var counter: Counter
    var body: some View {
        let _ = combineBodies["label", default: 0] += 1
        Text("count \(counter.count) \(counter.isOn ? "on" : "off")")
    }
}

struct SettingsLabel: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        let _ = combineBodies["settings", default: 0] += 1
        Text("units \(settings.units)")
    }
}

@MainActor
@Suite(.serialized) struct ObservableObjectTests {

    @Test func aPublishedChangeRedrawsTheViewsObservingTheObject() throws {
        let settings = Settings()
        Counter.made = 0
        combineBodies = [:]
        let host = ViewHost(rootView: CounterRoot().environmentObject(settings), width: 400, height: 300)
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.visibleTexts.prefix(2) == ["root 0", "count 0 off"])
        #expect(host.visibleTexts.contains("units metric"))
        let counter = try #require(shownCounter)

        // The label observes the counter; the settings label does not.
        combineBodies = [:]
        counter.count = 5
        #expect(host.needsUpdate)
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.visibleTexts.prefix(2) == ["root 0", "count 5 off"])
        #expect(combineBodies["label"] == 1 && combineBodies["settings"] == nil)

        // A property that is not published changes nothing.
        counter.unpublished = 3
        #expect(!host.needsUpdate)

        // An environment object's change redraws the view that reads it.
        combineBodies = [:]
        settings.units = "imperial"
        host.update(at: MonotonicTime(seconds: 3))
        #expect(host.visibleTexts.contains("units imperial"))
        #expect(combineBodies["settings"] == 1 && combineBodies["label"] == nil)

        // `$counter.isOn` is a binding: the toggle writes the object.
        host.tap("On", at: 4)
        #expect(counter.isOn)
        #expect(host.visibleTexts.contains("count 5 on"))

        // The object is made once, though the root's body runs again.
        host.tap("Rebuild", at: 5)
        #expect(host.visibleTexts.first == "root 1")
        #expect(Counter.made == 1)
        #expect(shownCounter === counter)
    }

    @Test func aChangeFromAnotherThreadIsDrawnAfterTheLoopIsWoken() throws {
        let host = ViewHost(rootView: CounterRoot().environmentObject(Settings()), width: 400, height: 300)
        final class Wakes: Sendable { let count = Mutex(0) }
        let woken = Wakes()
        host.setFrameRequest { woken.count.withLock { $0 += 1 } }
        host.update(at: MonotonicTime(seconds: 1))
        let counter = try #require(shownCounter)
        counterChangedFromThread = counter
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, changeCounterOnThread, nil)
        #expect(started == 0)
        pthread_join(thread, nil)
        #expect(woken.count.withLock { $0 } == 1)
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.visibleTexts.contains("count 42 off"))
    }
}
