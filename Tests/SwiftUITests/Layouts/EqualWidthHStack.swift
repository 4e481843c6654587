import SwiftUI

/// A row whose views are all as wide as the widest one's ideal width (and as tall as the
/// tallest), spaced as their spacing preferences ask.
struct EqualWidthHStack: Layout {
    struct Cache {
        var cell: CGSize
        var gaps: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> Cache {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        let cell = CGSize(width: ideal.map(\.width).max() ?? 0, height: ideal.map(\.height).max() ?? 0)
        let gaps = subviews.indices.dropLast().map {
            subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
        }
        return Cache(cell: cell, gaps: gaps)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.cell.width * CGFloat(subviews.count) + cache.gaps.reduce(0, +), height: cache.cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX + cache.cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cache.cell))
            if index < cache.gaps.count { x += cache.cell.width + cache.gaps[index] }
        }
    }
}
