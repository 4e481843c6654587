import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// How often a layout's methods were called (a class, so the layout can count; used on
/// the main thread only).
final class LayoutCallCounts: @unchecked Sendable {
    var makeCache = 0, updateCache = 0, sizeThatFits = 0, placeSubviews = 0
    var proposals: [ProposedViewSize] = []
}

/// A row whose cache holds its views' ideal widths, measured once per change.
private struct CachedRow: Layout, Equatable {
    let counts: LayoutCallCounts

    static func == (a: CachedRow, b: CachedRow) -> Bool { a.counts === b.counts }

    struct Cache {
        var widths: [CGFloat]
        var height: CGFloat
    }

    func makeCache(subviews: Subviews) -> Cache {
        counts.makeCache += 1
        return measure(subviews)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counts.updateCache += 1
        cache = measure(subviews)
    }

    private func measure(_ subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(widths: sizes.map(\.width), height: sizes.map(\.height).max() ?? 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counts.sizeThatFits += 1
        counts.proposals.append(proposal)
        return CGSize(width: cache.widths.reduce(0, +), height: cache.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        counts.placeSubviews += 1
        var x = bounds.minX
        for (subview, width) in zip(subviews, cache.widths) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += width
        }
    }
}

@Observable
private final class RowModel {
    var count = 2
    var tint = Color.red
    var width: CGFloat = 10
}

private struct Row: View {
    let model: RowModel
    let counts: LayoutCallCounts
    var body: some View {
        CachedRow(counts: counts) {
            ForEach(0..<model.count, id: \.self) { index in
                (index == 0 ? model.tint : Color.blue).frame(width: index == 0 ? model.width : 10, height: 10)
            }
        }
    }
}

@MainActor
@Suite struct CustomLayoutCacheTests {
    @Test func theCacheIsMadeOnceAndUpdatedOnlyAfterAChange() {
        let model = RowModel(), counts = LayoutCallCounts()
        let host = ViewHost(rootView: Row(model: model, counts: counts), width: 200, height: 100)
        host.update()
        #expect(counts.makeCache == 1)
        #expect(counts.updateCache == 0)
        #expect(host.fills(of: .blue).count == 1)
        #expect(host.fill(of: .red) == FixedRect(x: 90, y: 45, width: 10, height: 10))

        // A colour changes what is drawn, not the layout: the layout is not asked again.
        let asked = counts.sizeThatFits
        model.tint = .green
        host.update()
        #expect(counts.updateCache == 0)
        #expect(counts.sizeThatFits == asked)
        #expect(host.fill(of: .green) == FixedRect(x: 90, y: 45, width: 10, height: 10))

        // A new subview: the cache is brought up to date before the layout is asked.
        model.count = 3
        host.update()
        #expect(counts.makeCache == 1)
        #expect(counts.updateCache == 1)
        #expect(host.fills(of: .blue).count == 2)
        #expect(host.fill(of: .green) == FixedRect(x: 85, y: 45, width: 10, height: 10))

        // A subview that answers differently updates it too.
        model.width = 30
        host.update()
        #expect(counts.updateCache == 2)
        #expect(host.fill(of: .green) == FixedRect(x: 75, y: 45, width: 30, height: 10))
        #expect(host.fills(of: .blue).map(\.minX) == [Fixed(105), Fixed(115)])
    }

    @Test func theLayoutIsAskedForEachProposalItsParentMakes() {
        let counts = LayoutCallCounts()
        // An HStack probes its views with the least and most room, then their share.
        let host = ViewHost(rootView: HStack {
            CachedRow(counts: counts) { Color.red.frame(width: 10, height: 10) }
            Color.blue
        }, width: 200, height: 100)
        host.update()
        #expect(Set(counts.proposals).count >= 2)
        #expect(counts.proposals.contains { $0.width == 0 })
        #expect(counts.proposals.contains { $0.width == .infinity })
        #expect(counts.makeCache == 1)
        #expect(counts.placeSubviews == 1)
    }
}
