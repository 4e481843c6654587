import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// An alert, a confirmation dialog and a sheet over a screen, compared byte for byte with
/// Golden/modal-*.png. `PANEL_UPDATE_GOLDEN=1` rewrites them.
@MainActor
@Suite struct ModalGoldenTests {
    private func render(_ view: some View) throws -> Surface {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: 400, height: 300, textMeasurer: fonts)
        // The first update builds the layer hidden; the next starts it appearing.
        host.update()
        host.wait(until: 1)
        #expect(!host.needsUpdate)
        let surface = Surface(width: 400, height: 300)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    @Test func alert() throws {
        expectGolden(try render(AlertScreen(log: ModalLog(), presented: true).tint(.orange)), named: "modal-alert")
    }

    @Test func confirmationDialog() throws {
        expectGolden(try render(DialogScreen(log: ModalLog(), titleVisibility: .visible, presented: true)),
                     named: "modal-confirmation-dialog")
    }

    @Test func sheet() throws {
        expectGolden(try render(SheetScreen(log: ModalLog(), presented: true)), named: "modal-sheet")
    }
}
