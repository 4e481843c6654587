import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

// Navigation written as Apple's documentation writes it: NavigationStack with a bound
// path of routes or a NavigationPath, NavigationLink(value:) with several
// navigationDestination(for:) types, programmatic pushes and pops, the bound
// destinations, toolbars and dismiss.

private enum Route: Hashable {
    case room(String)
    case settings
}

private struct Device: Hashable {
    let name: String
}

private struct RouteStack: View {
    @State private var path: [Route] = []
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Push two") { path.append(.room("Hall")); path.append(.settings) }
                Button("Back one") { path.removeLast() }
                Button("Root") { path = [] }
            }
            .buttonStyle(.plain)
            .frame(height: 40)
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Kitchen", value: Route.room("Kitchen"))
                    NavigationLink(value: Device(name: "Pump")) { Text("Pump device") }
                }
                .navigationTitle("Home")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .room(let name): Text("Room \(name)").navigationTitle(name)
                    case .settings: Text("All settings").navigationTitle("Settings")
                    }
                }
                .navigationDestination(for: Device.self) { device in
                    Text("Device \(device.name)").navigationTitle(device.name)
                }
            }
        }
    }
}

private struct PathStack: View {
    @State private var path = NavigationPath()
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Mixed") { path.append(Device(name: "Fan")); path.append(3) }
                Button("Pop") { path.removeLast() }
                Button("Clear") { path = NavigationPath() }
                Text("depth \(path.count)")
            }
            .buttonStyle(.plain)
            .frame(height: 40)
            NavigationStack(path: $path) {
                Text("Start")
                    .navigationDestination(for: Int.self) { Text("Level \($0)") }
                    .navigationDestination(for: Device.self) { Text("Device \($0.name)") }
            }
        }
    }
}

private struct PresentedDestinations: View {
    @State private var showsDetails = false
    @State private var selected: Device?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Details") { showsDetails = true }
                Button("Select pump") { selected = Device(name: "Pump") }
                Text(showsDetails ? "details on" : "details off")
                Text(selected.map { "selected \($0.name)" } ?? "selected none")
            }
            .buttonStyle(.plain)
            .navigationTitle("Overview")
            .navigationDestination(isPresented: $showsDetails) {
                DismissingPage(text: "Details page")
            }
            .navigationDestination(item: $selected) { device in
                Text("Item \(device.name)").navigationTitle(device.name)
            }
        }
    }
}

private struct DismissingPage: View {
    let text: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text(text)
            Button("Close") { dismiss() }
        }
        .navigationTitle("Details")
    }
}

private struct Wizard: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Start") { Step() }
                .navigationTitle("Setup")
        }
    }
}

private struct Step: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Finish") { dismiss() }
            .navigationTitle("Step")
            .navigationBarBackButtonHidden()
    }
}

private struct ToolbarPage: View {
    let log: IdiomLog
    @State private var editing = false
    var body: some View {
        NavigationStack {
            Text(editing ? "Editing" : "Viewing")
                .navigationTitle("Rooms")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(editing ? "Done" : "Edit") { editing.toggle() }
                    }
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button("Cancel") { log.entries.append("cancel") }
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") { log.entries.append("add") }
                    }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Share") { log.entries.append("share") }
                    }
                }
        }
    }
}

/// A page whose own state names its toolbar button, as a list with an Edit button does.
private struct EditablePage: View {
    @State private var editing = false
    var body: some View {
        Text(editing ? "Editing" : "Viewing")
            .navigationTitle("Rooms")
            .toolbar {
                Button(editing ? "Done" : "Edit") { editing.toggle() }
            }
    }
}

/// A kiosk's home screen without a bar, and a page pushed from it with one.
private struct BarlessHome: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome")
                NavigationLink("Open settings") { Text("Settings page").navigationTitle("Settings") }
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .navigationTitle("Home")
            .toolbar(.hidden, for: .navigationBar)
        }
    }
}

/// A menu in the bar, as a list's "more" button.
private struct MenuInBar: View {
    let log: IdiomLog
    var body: some View {
        NavigationStack {
            Text("Programs")
                .navigationTitle("Heating")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu {
                            Button("Import") { log.entries.append("import") }
                            Button("Delete all", role: .destructive) { log.entries.append("delete all") }
                        } label: {
                            Label("More", systemImage: "ellipsis.circle")
                        }
                    }
                }
        }
    }
}

@MainActor
@Suite struct ToolbarPrincipalTests {
    @Test func aPrincipalItemTakesTheTitlesPlace() throws {
        let host = ViewHost(rootView: NavigationStack {
            Text("Body")
                .navigationTitle("Hidden title")
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Custom title") }
                }
        }, width: 400, height: 300)
        host.update()
        #expect(!host.shows("Hidden title"))
        let title = try #require(host.frame(ofText: "Custom title"))
        // Centred in the bar.
        #expect(title.maxY <= Fixed(44))
        #expect(abs((title.minX + title.maxX).doubleValue - 400) <= 2)
    }
}

@MainActor
@Suite struct NavigationIdiomsTests {
    @Test func aMenuInTheBarOpensBelowIt() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: MenuInBar(log: log), width: 400, height: 300)
        host.update()
        let more = try #require(host.element(labeled: "More"))
        #expect(more.frame.maxY <= Fixed(44) && more.frame.minX > Fixed(300))
        // The Label shows its icon alone in the bar.
        #expect(!host.shows("More"))
        host.tap(more.activationPoint, at: 1)
        host.wait(until: 2)
        let delete = try #require(host.element(labeled: "Delete all"))
        #expect(delete.frame.minY > Fixed(44))
        // On the right half of the screen, the list's trailing edge meets the label's.
        #expect(delete.frame.maxX <= more.frame.maxX && delete.frame.maxX > more.frame.maxX - Fixed(20))
        host.tap(delete.activationPoint, at: 3)
        host.wait(until: 4)
        #expect(log.entries == ["delete all"])
        #expect(host.element(labeled: "Import") == nil)
    }

    @Test func aHiddenNavigationBarLetsTheContentFillThePage() throws {
        let host = ViewHost(rootView: BarlessHome(), width: 400, height: 300)
        host.update()
        // No bar: no title, and the content starts at the top of the screen.
        #expect(!host.shows("Home"))
        let welcome = try #require(host.frame(ofText: "Welcome"))
        #expect(welcome.minY < Fixed(10))
        host.tap(label: "Open settings", at: 1)
        host.wait(until: 2)
        // The pushed page has its bar, and its back button names the barless page.
        #expect(host.shows("Settings") && host.shows("Settings page"))
        #expect(host.element(labeled: "Home") != nil)
    }

    @Test func aToolbarButtonFollowsItsPagesOwnStateInTheSameUpdate() throws {
        let host = ViewHost(rootView: NavigationStack { EditablePage() }, width: 400, height: 300)
        host.update()
        host.tap(label: "Edit", at: 1)
        // The tap's own update redraws the bar, with no update in between.
        #expect(host.shows("Editing"))
        #expect(host.shows("Done") && !host.shows("Edit"))
        host.tap(label: "Done", at: 2)
        #expect(host.shows("Viewing") && host.shows("Edit"))
    }

    @Test func aRoutePathPushesPopsAndPopsToRoot() throws {
        let host = ViewHost(rootView: RouteStack(), width: 400, height: 340)
        host.update()
        #expect(host.shows("Home"))
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Room Kitchen"))
        // The back button names the page below.
        #expect(host.element(labeled: "Home") != nil)
        host.tap(label: "Home", at: 3)
        host.wait(until: 4)
        // A typed path takes only its own type: a link to another type does nothing, as in SwiftUI.
        host.tap(label: "Pump device", at: 5)
        host.wait(until: 6)
        #expect(!host.shows("Device Pump") && host.shows("Kitchen"))
        host.tap(label: "Root", at: 7)
        host.wait(until: 8)
        #expect(host.shows("Home") && !host.shows("Device Pump"))
        host.tap(label: "Push two", at: 9)
        host.wait(until: 10)
        #expect(host.shows("All settings"))
        #expect(host.element(labeled: "Hall") != nil)
        host.tap(label: "Back one", at: 11)
        host.wait(until: 12)
        #expect(host.shows("Room Hall") && !host.shows("All settings"))
        host.tap(label: "Root", at: 13)
        host.wait(until: 14)
        #expect(!host.shows("Room Hall"))
        #expect(host.shows("Kitchen"))
    }

    @Test func aNavigationPathHoldsSeveralTypesAndIsClearedToTheRoot() throws {
        let host = ViewHost(rootView: PathStack(), width: 400, height: 300)
        host.update()
        host.tap(label: "Mixed", at: 1)
        host.wait(until: 2)
        #expect(host.shows("depth 2") && host.shows("Level 3"))
        host.tap(label: "Pop", at: 3)
        host.wait(until: 4)
        #expect(host.shows("Device Fan") && !host.shows("Level 3"))
        host.tap(label: "Clear", at: 5)
        host.wait(until: 6)
        #expect(host.shows("Start") && host.shows("depth 0"))
    }

    @Test func navigationDestinationIsPresentedPushesAndBackWritesFalse() throws {
        let host = ViewHost(rootView: PresentedDestinations(), width: 400, height: 300)
        host.update()
        host.tap(label: "Details", at: 1)
        host.wait(until: 2)
        host.wait(until: 3)
        #expect(host.shows("Details page"))
        #expect(!host.shows("details on"))
        // The back button pops the page and sets the binding back to false.
        host.tap(label: "Overview", at: 4)
        host.wait(until: 5)
        host.wait(until: 6)
        #expect(host.shows("details off"))
        #expect(!host.shows("Details page"))
        // dismiss() inside the presented page does the same.
        host.tap(label: "Details", at: 7)
        host.wait(until: 8)
        host.wait(until: 9)
        host.tap(label: "Close", at: 10)
        host.wait(until: 11)
        host.wait(until: 12)
        #expect(host.shows("details off"))
    }

    @Test func navigationDestinationItemShowsTheItemAndBackClearsIt() throws {
        let host = ViewHost(rootView: PresentedDestinations(), width: 400, height: 300)
        host.update()
        host.tap(label: "Select pump", at: 1)
        host.wait(until: 2)
        host.wait(until: 3)
        #expect(host.shows("Item Pump"))
        #expect(host.element(labeled: "Overview") != nil)
        host.tap(label: "Overview", at: 4)
        host.wait(until: 5)
        host.wait(until: 6)
        #expect(host.shows("selected none"))
        #expect(!host.shows("Item Pump"))
    }

    @Test func aHiddenBackButtonLeavesDismissToPop() throws {
        let host = ViewHost(rootView: Wizard(), width: 400, height: 300)
        host.update()
        host.tap(label: "Start", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Step"))
        // No back button labelled with the root's title.
        #expect(host.element(labeled: "Setup") == nil)
        host.tap(label: "Finish", at: 3)
        host.wait(until: 4)
        #expect(host.shows("Setup") && !host.shows("Step"))
    }

    @Test func toolbarItemsSitInTheBarAndTheirButtonsWork() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: ToolbarPage(log: log), width: 400, height: 300)
        host.update()
        host.update()
        let edit = try #require(host.element(labeled: "Edit"))
        let cancel = try #require(host.element(labeled: "Cancel"))
        let add = try #require(host.element(labeled: "Add"))
        // In the 44-point bar: Cancel on the leading side, Edit and Add on the trailing one.
        #expect(edit.frame.maxY <= Fixed(44) && cancel.frame.maxY <= Fixed(44) && add.frame.maxY <= Fixed(44))
        #expect(cancel.frame.minX < Fixed(60))
        #expect(edit.frame.minX > Fixed(200) && add.frame.minX >= edit.frame.maxX)
        // A Label in the bar shows its icon alone.
        #expect(!host.shows("Add"))
        host.tap(label: "Edit", at: 1)
        host.update()
        #expect(host.shows("Editing"))
        // The item follows the page's state.
        #expect(host.element(labeled: "Done") != nil)
        #expect(host.element(labeled: "Edit") == nil)
        host.tap(label: "Cancel", at: 2)
        host.tap(label: "Add", at: 3)
        host.tap(label: "Share", at: 4)
        #expect(log.entries == ["cancel", "add", "share"])
        // The trailing items in the order written, the last at the trailing edge.
        let share = try #require(host.element(labeled: "Share"))
        #expect(share.frame.minX >= add.frame.maxX && share.frame.maxX > Fixed(380))
    }
}
