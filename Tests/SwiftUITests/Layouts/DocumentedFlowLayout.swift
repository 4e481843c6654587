import SwiftUI

/// The flow layout docs/layout.md shows, as written there (without a cache).
struct DocumentedFlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, widest: CGFloat = 0
        for size in subviews.map({ $0.sizeThatFits(.unspecified) }) {
            if x > 0 && x + size.width > width { (x, y, line) = (0, y + line + spacing, 0) }
            widest = max(widest, x + size.width)
            line = max(line, size.height)
            x += size.width + spacing
        }
        return CGSize(width: widest, height: y + line)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, line: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX { (x, y, line) = (bounds.minX, y + line + spacing, 0) }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            line = max(line, size.height)
            x += size.width + spacing
        }
    }
}
