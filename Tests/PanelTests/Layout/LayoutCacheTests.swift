import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A row whose label grows when tapped.
private struct GrowingRow: View {
    let index: Int
    let startsWide: Bool
    @State private var wide: Bool?

    var body: some View {
        let isWide = wide ?? startsWide
        Button(isWide ? "Row \(index) is now much wider" : "Row \(index)") { wide = !isWide }
            .padding(4)
            .background(Color.blue)
    }
}

private struct Rows: View {
    let wideRow: Int?
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<16) { index in
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    GrowingRow(index: index, startsWide: index == wideRow)
                }
            }
        }
    }
}

/// Sizes and frames of unchanged subtrees are kept between updates: what an update
/// lays out again must give exactly the layout a fresh tree would.
@MainActor
@Suite struct LayoutCacheTests {
    private func frames(_ host: ViewHost) -> [FixedRect] {
        var frames: [FixedRect] = []
        host.graph.root.forEachDescendant { frames.append($0.frame) }
        return frames
    }

    @Test func aChangedRowMovesItsNeighboursAsAFreshLayoutWould() throws {
        let host = ViewHost(rootView: Rows(wideRow: nil), width: 400, height: 400)
        host.update()
        let narrow = frames(host)
        host.tap(label: "Row 5", at: 1)
        host.update()
        let fresh = ViewHost(rootView: Rows(wideRow: 5), width: 400, height: 400)
        fresh.update()
        #expect(host.visibleTexts.contains("Row 5 is now much wider"))
        #expect(frames(host) == frames(fresh))
        #expect(frames(host) != narrow)
    }

    @Test func aChangeOfLookAloneComputesNoSize() throws {
        let host = ViewHost(rootView: Rows(wideRow: nil), width: 400, height: 400)
        host.update()
        let firstPass = host.graph.sizeComputations
        // Pressing a button changes its look, not its size.
        let point = try #require(host.element(labeled: "Row 5")).activationPoint
        host.touch(.began, point, at: 1)
        let pressPass = host.graph.sizeComputations - firstPass
        #expect(firstPass > 0)
        #expect(pressPass == 0, "first pass \(firstPass), pressing one button \(pressPass)")
        // Nothing changed: nothing is computed.
        host.size = host.size
        host.update()
        #expect(host.graph.sizeComputations - firstPass == pressPass)
    }

    @Test func aResizedScreenLaysEverythingOutForTheNewSize() throws {
        let host = ViewHost(rootView: Rows(wideRow: 3), width: 400, height: 400)
        host.update()
        host.size = FixedSize(width: Fixed(600), height: Fixed(300))
        host.update()
        let fresh = ViewHost(rootView: Rows(wideRow: 3), width: 600, height: 300)
        fresh.update()
        #expect(frames(host) == frames(fresh))
    }
}
