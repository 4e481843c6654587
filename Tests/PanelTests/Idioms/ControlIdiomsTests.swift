import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

// Controls written as Apple's documentation writes them: pickers over an enum's cases,
// with an Optional selection and with Label rows; menus; steppers; toggles with a Label;
// hidden labels; button styles, sizes, shapes, tint and disabled; tabs.

private enum Mode: String, CaseIterable, Identifiable {
    case auto = "Auto", eco = "Eco", boost = "Boost"
    var id: Self { self }
}

private struct PickerIdioms: View {
    @State private var mode = Mode.auto
    @State private var favourite: Mode?
    @State private var flavour = Mode.eco
    var body: some View {
        VStack {
            Picker("Mode", selection: $mode) {
                ForEach(Mode.allCases, id: \.self) { mode in
                    Text(mode.rawValue).tag(mode)
                }
            }
            .pickerStyle(.segmented)
            Picker("Favourite", selection: $favourite) {
                Text("None").tag(nil as Mode?)
                ForEach(Mode.allCases) { mode in
                    Text("Fav \(mode.rawValue)").tag(Optional(mode))
                }
            }
            .pickerStyle(.inline)
            Picker("Flavour", selection: $flavour) {
                Label("Leaf", systemImage: "leaf").tag(Mode.eco)
                Label("Flame", systemImage: "flame").tag(Mode.boost)
            }
            Text("mode \(mode.rawValue) fav \(favourite?.rawValue ?? "none") flavour \(flavour.rawValue)")
        }
    }
}

private struct MenuIdioms: View {
    let log: IdiomLog
    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Rename") { log.entries.append("rename") }
                Button("Duplicate", systemImage: "plus.square.on.square") { log.entries.append("duplicate") }
                Divider()
                Button("Delete", role: .destructive) { log.entries.append("delete") }
            }
            Menu {
                Button("Sort by name") { log.entries.append("sort") }
                Button(role: .destructive) { log.entries.append("clear") } label: {
                    Label("Clear", systemImage: "trash")
                }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
            Button("Beneath") { log.entries.append("beneath") }
        }
        .buttonStyle(.plain)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(20)
    }
}

private struct StepperIdioms: View {
    @State private var volume = 4
    @State private var level = 0
    @State private var heater = false
    var body: some View {
        VStack {
            Stepper(value: $volume, in: 0...10, step: 2) {
                Text("Volume \(volume)")
            }
            Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: { level -= 1 })
            Toggle(isOn: $heater) {
                Label("Heater", systemImage: "flame")
            }
            Toggle("Hidden", isOn: $heater).labelsHidden()
        }
    }
}

private struct ButtonIdioms: View {
    var body: some View {
        VStack(spacing: 8) {
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.orange)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Off") {}.buttonStyle(.bordered).disabled(true)
            Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
        }
    }
}

private enum Screen: Hashable { case home, rooms }

private struct TabIdioms: View {
    @State private var screen = Screen.home
    var body: some View {
        TabView(selection: $screen) {
            Tab("Home", systemImage: "house", value: .home) {
                Button("Show rooms") { screen = .rooms }
            }
            Tab("Rooms", systemImage: "square.grid.2x2", value: .rooms) {
                Text("All rooms")
            }
            .badge(3)
        }
    }
}

@MainActor
@Suite struct ControlIdiomsTests {
    @Test func pickersOverEnumCasesOptionalsAndLabels() throws {
        let host = ViewHost(rootView: PickerIdioms(), width: 480, height: 600)
        host.update()
        #expect(host.shows("mode Auto fav none flavour Eco"))
        host.tap(label: "Boost", at: 1)
        host.update()
        host.tap(label: "Fav Eco", at: 2)
        host.update()
        #expect(host.shows("mode Boost fav Eco flavour Eco"))
        host.tap(label: "None", at: 3)
        host.update()
        #expect(host.shows("mode Boost fav none flavour Eco"))
        // The menu picker with Label rows: opening it lists them, choosing one selects it.
        host.tap(label: "Flavour Leaf", at: 4)
        host.update()
        host.tap(label: "Flame", at: 5)
        host.update()
        #expect(host.shows("mode Boost fav none flavour Boost"))
    }

    @Test func aMenuListsItsButtonsOverTheScreenAndRunsOne() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: MenuIdioms(log: log), width: 400, height: 400)
        host.update()
        #expect(!host.shows("Rename"))
        host.tap(label: "Actions", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Rename") && host.shows("Duplicate") && host.shows("Delete"))
        let actions = try #require(host.frame(ofText: "Actions"))
        let rename = try #require(host.element(labeled: "Rename"))
        // The list hangs below the menu's label.
        #expect(rename.frame.minY > actions.maxY)
        // A Divider parts the groups with a band: Delete sits lower than a row below Duplicate.
        let duplicate = try #require(host.element(labeled: "Duplicate"))
        let delete = try #require(host.element(labeled: "Delete"))
        #expect(delete.frame.minY - duplicate.frame.maxY >= Fixed(8))
        // The destructive one is red.
        #expect(host.displayList.entries.contains {
            if case .text(let run) = $0.item { return run.string == "Delete" && run.color == Color.red.pixelColor }
            return false
        })
        // A tap outside closes it and presses nothing beneath.
        let beneath = try #require(host.element(labeled: "Beneath"))
        host.tap(FixedPoint(x: Fixed(380), y: Fixed(380)), at: 3)
        host.wait(until: 4)
        #expect(!host.shows("Rename"))
        #expect(log.entries.isEmpty)
        host.tap(label: "Actions", at: 5)
        host.wait(until: 6)
        host.tap(label: "Duplicate", at: 7)
        host.wait(until: 8)
        #expect(log.entries == ["duplicate"])
        #expect(!host.shows("Rename"))
        host.tap(label: "Sort", at: 9)
        host.wait(until: 10)
        // A Label-labelled destructive button: its title leading, its icon trailing, in red.
        let clear = try #require(host.frame(ofText: "Clear"))
        let clearRow = try #require(host.element(labeled: "Clear"))
        #expect(clear.minX < clearRow.frame.center.x)
        #expect(host.displayList.entries.contains {
            if case .text(let run) = $0.item { return run.string == "Clear" && run.color == Color.red.pixelColor }
            return false
        })
        host.tap(label: "Sort by name", at: 11)
        host.wait(until: 12)
        host.tap(beneath.activationPoint, at: 13)
        #expect(log.entries == ["duplicate", "sort", "beneath"])
    }

    @Test func steppersAndTogglesWithLabels() throws {
        let host = ViewHost(rootView: StepperIdioms(), width: 400, height: 400)
        host.update()
        let increments = host.interactiveElements().filter { $0.label == "Increment" }
        let decrements = host.interactiveElements().filter { $0.label == "Decrement" }
        try #require(increments.count == 2 && decrements.count == 2)
        host.tap(increments[0].activationPoint, at: 1)
        host.update()
        #expect(host.shows("Volume 6"))
        host.tap(decrements[1].activationPoint, at: 2)
        host.update()
        #expect(host.shows("Level -1"))
        #expect(host.shows("Heater"))
        host.tap(label: "Heater", at: 3)
        host.update()
        // A toggle with hidden labels is its switch alone, its label not drawn.
        #expect(!host.shows("Hidden"))
        let hidden = try #require(host.element(labeled: "Hidden"))
        #expect(hidden.frame.width < Fixed(100))
    }

    @Test func buttonStylesSizesShapesTintAndDisabled() throws {
        let host = ViewHost(rootView: ButtonIdioms(), width: 400, height: 600)
        host.update()
        let bordered = try #require(host.element(labeled: "Bordered"))
        let prominent = try #require(host.element(labeled: "Prominent"))
        let small = try #require(host.element(labeled: "Small"))
        let plain = try #require(host.element(labeled: "Plain"))
        // Large is taller than regular, small shorter; plain has no plate.
        #expect(prominent.frame.height > bordered.frame.height)
        #expect(small.frame.height < bordered.frame.height)
        #expect(plain.frame.height < small.frame.height)
        #expect(host.element(labeled: "Off")?.isEnabled == false)
        // The capsule is filled with its tint, its ends rounded into half circles.
        #expect(host.displayList.entries.contains {
            if case .fill(.capsule, _, let color) = $0.item { return color == Color.orange.pixelColor }
            return false
        })
    }

    @Test func iOS18TabsSwitchByValue() throws {
        let host = ViewHost(rootView: TabIdioms(), width: 400, height: 300)
        host.update()
        #expect(!host.shows("All rooms"))
        host.tap(label: "Show rooms", at: 1)
        host.update()
        #expect(host.shows("All rooms"))
        host.tap(label: "Home", at: 2)
        host.update()
        #expect(!host.shows("All rooms"))
        // The badge: its count in white on a red capsule at the top of the Rooms tab.
        let badge = try #require(host.frame(ofText: "3"))
        let rooms = try #require(host.element(labeled: "Rooms 3"))
        #expect(badge.minY < rooms.frame.center.y && badge.minX > rooms.frame.center.x)
        #expect(host.displayList.entries.contains {
            if case .fill(.capsule, _, let color) = $0.item { return color == Color.red.pixelColor }
            return false
        })
    }

    @Test func tabItemsTakeBadgesToo() throws {
        let host = ViewHost(rootView: TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "envelope") }.badge("New")
            Text("Sent").tabItem { Label("Sent", systemImage: "paperplane") }.badge(0)
        }, width: 400, height: 300)
        host.update()
        #expect(host.shows("New"))
        #expect(host.element(labeled: "Sent") != nil)
    }
}
