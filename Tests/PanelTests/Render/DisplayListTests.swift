import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct DisplayListTests {
    private struct Lamp: View {
        @State var on = false
        var body: some View {
            HStack(spacing: 100) {
                Color.gray.frame(width: 50, height: 50)
                (on ? Color.yellow : Color.black).frame(width: 20, height: 20).onTapGesture { on.toggle() }
            }
        }
    }

    @Test func damageCoversOnlyWhatChanged() throws {
        let host = ViewHost(rootView: Lamp(), width: 400, height: 300)
        host.update()
        let lamp = try #require(host.fill(of: .black))
        let frame = host.tap(lamp.center, at: 0)
        #expect(host.fill(of: .yellow) == lamp)
        #expect(frame.damage == [lamp.enclosingPixels])
    }

    @Test func groupsAreBalancedAndBoundTheirContentAndShadow() throws {
        let host = ViewHost(rootView: Color.red.frame(width: 20, height: 20)
            .shadow(color: .black, radius: 4, x: 0, y: 2)
            .scaleEffect(0.5), width: 100, height: 100)
        host.update()
        var depth = 0
        for entry in host.displayList.entries {
            if case .beginGroup = entry.item { depth += 1 }
            if case .endGroup = entry.item { depth -= 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
        let entries = host.displayList.entries
        // Outer group: the scale about the centre (50, 50); inner: the shadow.
        guard case .beginGroup(let scale) = entries[0].item, case .beginGroup(let shadow) = entries[1].item else {
            Issue.record("expected two groups, got \(entries)")
            return
        }
        #expect(scale.scaleX == GroupEffect.one / 2 && scale.anchor == FixedPoint(x: Fixed(50), y: Fixed(50)))
        #expect(shadow.shadow?.radius == Fixed(4))
        // The fill's bounds are scaled on screen: 10×10 around the centre.
        #expect(entries[2].bounds == PixelRect(x: 45, y: 45, width: 10, height: 10))
        // The shadow group spreads beyond its content.
        #expect(entries[1].bounds.width > 10)
    }
}
