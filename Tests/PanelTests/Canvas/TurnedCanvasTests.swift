import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

/// Text in a turned canvas context: laid out upright where the untransformed context puts
/// it, inside a group drawn through the turn (so the glyphs turn with it).
@MainActor
@Suite struct TurnedCanvasTests {
    @Test func textInATurnedContextIsDrawnThroughTheTurn() throws {
        let view = CanvasView { context, size in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.draw(Text("needle"), at: CGPoint(x: 20, y: 0), anchor: .leading)
            // Axes kept: drawn directly, in no group.
            var upright = context
            upright.transform = CGAffineTransform(translationX: 5, y: 90)
            upright.draw(Text("label"), at: .zero, anchor: .topLeading)
        }.frame(width: 100, height: 100)
        let host = ViewHost(rootView: view, width: 100, height: 100)
        host.update()
        let entries = host.displayList.entries
        let turnedStart = try #require(entries.firstIndex { if case .beginGroup(let effect) = $0.item { effect.transform != nil } else { false } })
        guard case .beginGroup(let effect) = entries[turnedStart].item, let transform = effect.transform else { return }
        // A quarter turn: x goes to y.
        #expect(transform.local.a == 0 && transform.local.b == FixedAffineTransform.one && transform.local.c == -FixedAffineTransform.one)
        guard case .text(let needle) = entries[turnedStart + 1].item else {
            Issue.record("the turned group holds no text")
            return
        }
        #expect(needle.string == "needle")
        // Upright at its place in the context's own coordinates (the group's transform takes
        // it 20 px along the turned x axis from the centre).
        #expect(needle.baselineOrigin.x == Fixed(20))
        // Its damage is where it shows: below the centre, as tall as the text is wide.
        let shown = entries[turnedStart].bounds
        #expect(shown.y >= 68 && shown.height > shown.width && shown.x < 50 && shown.maxX > 50)
        let label = try #require(host.displayList.texts.first { $0.string == "label" })
        #expect(label.baselineOrigin.x == Fixed(5))
        #expect(entries.filter { if case .beginGroup(let e) = $0.item { e.transform != nil } else { false } }.count == 1)
    }
}
