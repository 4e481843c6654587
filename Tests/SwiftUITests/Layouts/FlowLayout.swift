import SwiftUI

/// Says that a view starts a new line of a `FlowLayout`, whatever room is left.
struct StartsNewLine: LayoutValueKey {
    static let defaultValue = false
}

/// Lays its views out left to right in lines, starting a new line when the next view would
/// not fit the width proposed (or when it says so), each view at its ideal size.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
        var breaks: [Bool]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }, breaks: subviews.map { $0[StartsNewLine.self] })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(cache, within: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = arrange(cache, within: bounds.width).origins
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
                                  proposal: ProposedViewSize(cache.sizes[index]))
        }
    }

    /// Where each view goes, from the container's top-left corner, and the size of it all.
    private func arrange(_ cache: Cache, within width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0, widest: CGFloat = 0
        for (size, startsLine) in zip(cache.sizes, cache.breaks) {
            if x > 0 && (startsLine || x + size.width > width) {
                x = 0
                y += lineHeight + lineSpacing
                lineHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            lineHeight = max(lineHeight, size.height)
            x += size.width + spacing
        }
        return (origins, CGSize(width: widest, height: y + lineHeight))
    }
}
