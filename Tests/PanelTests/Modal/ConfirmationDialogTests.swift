import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@MainActor
@Suite struct ConfirmationDialogTests {
    @Test func buttonsAreStackedAtTheBottomWithCancelApart() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: DialogScreen(log: log), width: 480, height: 360)
        host.update()
        #expect(host.element(labeled: "Drain") == nil)
        host.tap(label: "Open", at: 0)
        host.wait(until: 1)
        let drain = try #require(host.element(labeled: "Drain")).frame
        let rinse = try #require(host.element(labeled: "Drain and rinse")).frame
        let cancel = try #require(host.element(labeled: "Cancel")).frame
        #expect(drain.maxY <= rinse.minY)
        // Cancel stands apart, below the others, at the bottom of the screen.
        #expect(cancel.minY - rinse.maxY >= Fixed(8))
        #expect(abs(cancel.maxY.doubleValue - 352) <= 1)
        #expect(drain.width == cancel.width && drain.minX == cancel.minX)
        // The title is hidden unless asked for.
        #expect(!host.visibleTexts.contains("Empty the tank?"))
    }

    @Test func theTitleShowsWhenVisible() throws {
        let host = ViewHost(rootView: DialogScreen(log: ModalLog(), titleVisibility: .visible, presented: true), width: 480, height: 360)
        host.wait(until: 1)
        let title = try #require(host.frames(ofText: "Empty the tank?").first)
        let drain = try #require(host.element(labeled: "Drain"))
        #expect(title.maxY <= drain.frame.minY)
    }

    @Test func cancelDismissesAndAnActionRunsOnce() throws {
        let log = ModalLog()
        let host = ViewHost(rootView: DialogScreen(log: log, presented: true), width: 480, height: 360)
        host.wait(until: 1)
        let beneath = try #require(host.element(labeled: "Beneath"))
        host.tap(beneath.activationPoint, at: 1)
        host.tap(label: "Cancel", at: 2)
        host.wait(until: 4)
        #expect(host.element(labeled: "Drain") == nil)
        #expect(log.entries.isEmpty)
        host.tap(label: "Open", at: 5)
        host.wait(until: 6)
        host.tap(label: "Drain and rinse", at: 7)
        host.wait(until: 9)
        host.tap(beneath.activationPoint, at: 10)
        #expect(log.entries == ["rinse", "beneath"])
    }
}
