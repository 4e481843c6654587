import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A kiosk is touched for months: an action repeated must leave behind exactly what it
/// left the first time. Each test does an action once, counts what the process holds
/// (view nodes alive anywhere, observation trackings, gesture timers, timelines, modal
/// layers), does it many more times and counts again. (Counted after the second time: the
/// first leaves behind what the one before it read until the next body runs.)
@MainActor
@Suite(.serialized) struct RepeatedActionTests {
    /// Does `action` once, then `repetitions` more times, and expects every count as it
    /// was after the first.
    private func expectNothingGrows(_ host: ViewHost, repetitions: Int = 12, sourceLocation: SourceLocation = #_sourceLocation,
                                    _ action: (Double) -> Void) {
        var clock = 1.0
        func step() {
            action(clock)
            clock += 10
            host.wait(until: clock)
        }
        step()
        step()
        let first = host.resourceCounts
        var maximumStale = 0
        for _ in 0..<repetitions {
            step()
            maximumStale = max(maximumStale, host.resourceCounts.staleObservationTrackings)
        }
        let last = host.resourceCounts
        // A run cancels the tracking of the run before it: none is left stale to be
        // cancelled later, in a bunch (a long update).
        #expect(maximumStale == 0, sourceLocation: sourceLocation)
        #expect(last == first, "after two: \(first); after \(repetitions + 2): \(last)", sourceLocation: sourceLocation)
        // Every node this graph made that is alive is in its tree (the census counts them
        // all: at least the tree's).
        #expect(last.liveNodes - first.liveNodes == 0, sourceLocation: sourceLocation)
        #expect(last.liveNodes >= last.viewNodes, sourceLocation: sourceLocation)
    }

    @Test func togglingARowOfAListInANavigationStack() {
        let host = ViewHost(rootView: RoomScreen(model: RoomModel()), width: 480, height: 640)
        host.update()
        expectNothingGrows(host) { t in
            host.tap(label: "Fan", at: t)
            host.tap(label: "Fan", at: t + 1)
        }
    }

    @Test func pushingAndPoppingAPageThatReadsAModelAndTheEnvironment() {
        let model = RoomModel()
        let host = ViewHost(rootView: RoomScreen(model: model), width: 480, height: 640)
        host.update()
        expectNothingGrows(host) { t in
            host.tap(label: "Details", at: t)
            host.wait(until: t + 2)
            #expect(host.visibleTexts.contains("Living room"))
            host.tap(label: "Close", at: t + 3)
        }
        // The page that went away no longer watches the model: a change redraws nothing.
        model.temperature += 1
        #expect(!host.needsUpdate)
    }

    @Test func switchingTabs() {
        let host = ViewHost(rootView: TabbedScreen(), width: 480, height: 640)
        host.update()
        expectNothingGrows(host) { t in
            host.tap(label: "Second", at: t)
            host.tap(label: "First", at: t + 2)
        }
    }

    @Test func presentingAndDismissingASheetAnAlertAndADialog() {
        let host = ViewHost(rootView: ModalsScreen(), width: 480, height: 640)
        host.update()
        expectNothingGrows(host) { t in
            host.tap(label: "Sheet", at: t)
            host.wait(until: t + 1)
            host.tap(label: "Done", at: t + 2)
            host.tap(label: "Alert", at: t + 4)
            host.wait(until: t + 5)
            host.tap(label: "OK", at: t + 6)
            host.wait(until: t + 7)
        }
    }

    @Test func aBodyReRunForOtherReasonsKeepsOneTrackingOfAModelThatNeverChanges() {
        let model = RoomModel()
        let host = ViewHost(rootView: CounterReadingModel(model: model), width: 320, height: 240)
        host.update()
        expectNothingGrows(host, repetitions: 40) { t in host.tap(label: "Count", at: t) }
        // And the tracking that stays still works.
        model.name = "Kitchen"
        host.wait(until: 2000)
        #expect(host.visibleTexts.contains("Kitchen"))
    }
}

@Observable @MainActor
private final class RoomModel {
    var name = "Living room"
    var temperature = 21
    var devices = [RepeatedDevice(id: 1, name: "Lamp", isOn: true), RepeatedDevice(id: 2, name: "Fan", isOn: false)]
}

private struct RepeatedDevice: Identifiable, Hashable {
    let id: Int
    var name: String
    var isOn: Bool
}

private struct RoomScreen: View {
    @Bindable var model: RoomModel

    var body: some View {
        NavigationStack {
            List {
                ForEach($model.devices) { $device in
                    Toggle(device.name, isOn: $device.isOn)
                }
                NavigationLink("Details") { RoomDetails(model: model) }
            }
            .navigationTitle(model.name)
        }
    }
}

private struct RoomDetails: View {
    let model: RoomModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(model.name)
            Text("\(model.temperature) °C")
            Button("Close") { dismiss() }
        }
    }
}

private struct TabbedScreen: View {
    var body: some View {
        TabView {
            NavigationStack { List { Text("One"); Toggle("Lamp", isOn: .constant(true)) }.navigationTitle("One") }
                .tabItem { Label("First", systemImage: "house") }
            NavigationStack { List { Text("Two") }.navigationTitle("Two") }
                .tabItem { Label("Second", systemImage: "gear") }
        }
    }
}

private struct ModalsScreen: View {
    @State private var showsSheet = false
    @State private var showsAlert = false

    var body: some View {
        VStack {
            Button("Sheet") { showsSheet = true }
            Button("Alert") { showsAlert = true }
        }
        .sheet(isPresented: $showsSheet) { SheetPage() }
        .alert("Saved", isPresented: $showsAlert) { Button("OK") {} }
    }
}

private struct SheetPage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("A sheet")
            Button("Done") { dismiss() }
        }
    }
}

private struct CounterReadingModel: View {
    let model: RoomModel
    @State private var count = 0

    var body: some View {
        VStack {
            Text(model.name)
            Button("Count") { count += 1 }
            Text("\(count)")
        }
    }
}
