import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

// Presentations written as Apple's documentation writes them: sheet(item:),
// sheet(isPresented:onDismiss:), fullScreenCover(item:), presentationDetents, alerts
// presenting data, the default OK button, and confirmationDialog presenting data.

private struct Order: Identifiable {
    let id: Int
    let name: String
}

private struct SheetIdioms: View {
    let log: IdiomLog
    @State private var selected: Order?
    @State private var covered: Order?
    @State private var showsSettings = false
    var body: some View {
        VStack {
            Button("Order 1") { selected = Order(id: 1, name: "Soup") }
            Button("Cover") { covered = Order(id: 2, name: "Bread") }
            Button("Settings") { showsSettings = true }
        }
        .buttonStyle(.plain)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .sheet(item: $selected) { order in
            ClosingContent(text: "Sheet \(order.name)")
        }
        .fullScreenCover(item: $covered) { order in
            ClosingContent(text: "Cover \(order.name)")
        }
        .sheet(isPresented: $showsSettings, onDismiss: { log.entries.append("dismissed") }) {
            ClosingContent(text: "Half sheet")
                .presentationDetents([.medium, .large])
        }
    }
}

private struct ClosingContent: View {
    let text: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text(text)
            Button("Close") { dismiss() }
        }
    }
}

private struct AlertIdioms: View {
    let log: IdiomLog
    @State private var failing: Order?
    @State private var showsFailure = false
    @State private var saved = false
    @State private var confirming = false
    var body: some View {
        VStack {
            Button("Fail") { failing = Order(id: 3, name: "Tea"); showsFailure = true }
            Button("Save") { saved = true }
            Button("Remove") { failing = Order(id: 4, name: "Cake"); confirming = true }
        }
        .buttonStyle(.plain)
        .alert("Order failed", isPresented: $showsFailure, presenting: failing) { order in
            Button("Retry \(order.name)") { log.entries.append("retry \(order.name)") }
            Button("Cancel", role: .cancel) { log.entries.append("cancel") }
        } message: { order in
            Text("\(order.name) could not be sent.")
        }
        .alert("Saved", isPresented: $saved) {}
        .confirmationDialog("Remove the order?", isPresented: $confirming, titleVisibility: .visible,
                            presenting: failing) { order in
            Button("Remove \(order.name)", role: .destructive) { log.entries.append("removed \(order.name)") }
        } message: { order in
            Text("\(order.name) goes from the list.")
        }
    }
}

@MainActor
@Suite struct ModalIdiomsTests {
    @Test func anItemSheetShowsItsItemAndDismissClosesIt() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: SheetIdioms(log: log), width: 400, height: 300)
        host.update()
        host.tap(label: "Order 1", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Sheet Soup"))
        host.tap(label: "Close", at: 3)
        host.wait(until: 4)
        #expect(!host.shows("Sheet Soup"))
        // Nothing beneath was pressed, and the screen is back.
        host.tap(label: "Cover", at: 5)
        host.wait(until: 6)
        #expect(host.shows("Cover Bread"))
        // The cover takes every touch: the buttons beneath are covered.
        let settings = try #require(host.element(labeled: "Settings"))
        host.tap(settings.activationPoint, at: 7)
        host.wait(until: 8)
        #expect(!host.shows("Half sheet"))
        host.tap(label: "Close", at: 9)
        host.wait(until: 10)
        #expect(!host.shows("Cover Bread"))
    }

    @Test func aMediumDetentShowsAHalfHeightSheetAndOnDismissRuns() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: SheetIdioms(log: log), width: 400, height: 300)
        host.update()
        host.tap(label: "Settings", at: 1)
        host.wait(until: 2)
        host.wait(until: 3)
        #expect(host.shows("Half sheet"))
        // The page's plate starts half way down the screen.
        let plates = host.fills(of: .white).filter { $0.width == Fixed(400) }
        #expect(plates.contains { $0.minY == Fixed(150) }, "\(plates)")
        let text = try #require(host.frame(ofText: "Half sheet"))
        #expect(text.minY > Fixed(150))
        host.tap(label: "Close", at: 4)
        #expect(log.entries == ["dismissed"])
        host.wait(until: 5)
        #expect(!host.shows("Half sheet"))
    }

    @Test func anAlertPresentingDataMakesItsButtonsAndMessageFromIt() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: AlertIdioms(log: log), width: 400, height: 400)
        host.update()
        host.tap(label: "Fail", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Order failed"))
        #expect(host.shows("Tea could not be sent."))
        // Two buttons side by side, cancel on the leading side as iOS places it.
        let retry = try #require(host.element(labeled: "Retry Tea"))
        let cancel = try #require(host.element(labeled: "Cancel"))
        #expect(cancel.frame.minY == retry.frame.minY)
        #expect(cancel.frame.maxX <= retry.frame.minX)
        host.tap(retry.activationPoint, at: 3)
        host.wait(until: 4)
        #expect(log.entries == ["retry Tea"])
        #expect(!host.shows("Order failed"))
    }

    @Test func anAlertWithoutActionsShowsOK() throws {
        let host = ViewHost(rootView: AlertIdioms(log: IdiomLog()), width: 400, height: 400)
        host.update()
        host.tap(label: "Save", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Saved"))
        host.tap(label: "OK", at: 3)
        host.wait(until: 4)
        #expect(!host.shows("Saved"))
    }

    @Test func aConfirmationDialogPresentingDataShowsTitleMessageAndCancel() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: AlertIdioms(log: log), width: 400, height: 400)
        host.update()
        host.tap(label: "Remove", at: 1)
        host.wait(until: 2)
        #expect(host.shows("Remove the order?"))
        #expect(host.shows("Cake goes from the list."))
        let remove = try #require(host.element(labeled: "Remove Cake"))
        let cancel = try #require(host.element(labeled: "Cancel"))
        // Cancel stands apart below the actions, at the bottom of the screen.
        #expect(cancel.frame.minY > remove.frame.maxY)
        #expect(cancel.frame.maxY > Fixed(380))
        host.tap(remove.activationPoint, at: 3)
        host.wait(until: 4)
        #expect(log.entries == ["removed Cake"])
        #expect(!host.shows("Remove the order?"))
    }
}

/// A form in a sheet as SwiftUI writes one: a NavigationStack with a title and Cancel and
/// Save in its bar, each closing the sheet through dismiss.
private struct SheetForm: View {
    let log: IdiomLog
    @State private var adding = false
    var body: some View {
        Button("New") { adding = true }
            .sheet(isPresented: $adding) { NewRoom(log: log) }
    }
}

private struct NewRoom: View {
    let log: IdiomLog
    var body: some View {
        NavigationStack { RoomForm(log: log) }
    }
}

/// The stack's root reads dismiss inside the stack: it closes the sheet.
private struct RoomForm: View {
    let log: IdiomLog
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Room name")
                .navigationTitle("New room")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { log.entries.append("save"); dismiss() }
                    }
                }
    }
}

@MainActor
@Suite struct SheetFormIdiomsTests {
    @Test func dismissAtTheRootOfAStackInASheetClosesTheSheet() throws {
        let log = IdiomLog()
        let host = ViewHost(rootView: SheetForm(log: log), width: 400, height: 300)
        host.update()
        host.tap(label: "New", at: 1)
        host.wait(until: 2)
        host.wait(until: 3)
        #expect(host.shows("New room"))
        let cancel = try #require(host.element(labeled: "Cancel"))
        let save = try #require(host.element(labeled: "Save"))
        // Both in the bar at the sheet's top, Cancel leading and Save trailing.
        #expect(cancel.frame.minX < Fixed(100) && save.frame.maxX > Fixed(300))
        #expect(cancel.frame.minY == save.frame.minY)
        host.tap(save.activationPoint, at: 4)
        host.wait(until: 5)
        host.wait(until: 6)
        #expect(log.entries == ["save"])
        #expect(!host.shows("New room"))
        host.tap(label: "New", at: 7)
        host.wait(until: 8)
        host.wait(until: 9)
        host.tap(label: "Cancel", at: 10)
        host.wait(until: 11)
        host.wait(until: 12)
        #expect(!host.shows("New room"))
        #expect(log.entries == ["save"])
    }
}
