import SwiftUI

/// Lays a chart out: the legend at the bottom (or top), the x axis's labels under the
/// plot, the y axis's labels on its trailing side, axis titles, and the plot area with
/// what is left; every mark view fills the plot area.
struct ChartFrameLayout: Layout {
    let reference: ChartModelReference
    let legendOnTop: Bool
    /// `AxisMarks(position: .leading)`: the y labels on the plot's leading side.
    let yLabelsLeading: Bool
    /// Told where the plot area is placed, for the chart's proxy.
    var plot: ChartPlot?
    static let tickLength: CGFloat = 4
    static let labelSpacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func length(_ proposed: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return ideal }
            return proposed
        }
        return CGSize(width: length(proposal.width, 300), height: length(proposal.height, 200))
    }

    /// The plot's rectangle in `bounds`, after the axes, titles and legend take their room.
    func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
        var top: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0, overhang: CGFloat = 0
        var labelHeight: CGFloat = 0, yLabelWidth: CGFloat = 0, hasXLabels = false, hasXTicks = false
        for subview in subviews {
            switch subview[ChartRoleKey.self] {
            case .xLabel:
                hasXLabels = true
                labelHeight = max(labelHeight, subview.sizeThatFits(.unspecified).height)
            case .yLabel:
                let size = subview.sizeThatFits(.unspecified)
                yLabelWidth = max(yLabelWidth, size.width)
                overhang = max(overhang, (size.height / 2).rounded(.up))
            case .xTicks: hasXTicks = true
            case .legend:
                let height = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height + 8
                if legendOnTop { top += height } else { bottom += height }
            case .xTitle: bottom += subview.sizeThatFits(.unspecified).height + 2
            case .yTitle: top += subview.sizeThatFits(.unspecified).height + 2
            default: break
            }
        }
        // The top label hangs half above the plot; a y title goes above that.
        top += overhang
        if hasXLabels { bottom += labelHeight + Self.labelSpacing }
        if hasXTicks { bottom += Self.tickLength }
        if yLabelWidth > 0 { trailing += yLabelWidth + Self.labelSpacing }
        // Whole pixels, so that grid lines and bars fall on pixel edges.
        let leading = yLabelsLeading ? trailing : 0
        return CGRect(x: (bounds.minX + leading).rounded(), y: (bounds.minY + top).rounded(), width: max(0, bounds.width - trailing).rounded(),
                      height: max(0, bounds.height - top - bottom).rounded())
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plot = plotRect(in: bounds, subviews: subviews)
        self.plot?.screenRect = plot
        let hasTicks = subviews.contains { $0[ChartRoleKey.self] == .xTicks }
        let labelTop = plot.maxY + (hasTicks ? Self.tickLength : 0) + Self.labelSpacing / 2
        var labelBottom = labelTop
        for subview in subviews where subview[ChartRoleKey.self].isXLabel {
            labelBottom = max(labelBottom, labelTop + subview.sizeThatFits(.unspecified).height)
        }
        for subview in subviews {
            switch subview[ChartRoleKey.self] {
            case .none, .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .whole:
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            case .xTicks:
                subview.place(at: CGPoint(x: plot.minX, y: plot.maxY), proposal: ProposedViewSize(width: plot.width, height: Self.tickLength))
            case .xLabel(let fraction):
                let width = subview.sizeThatFits(.unspecified).width
                var x = plot.minX + CGFloat(fraction) * plot.width
                // Kept inside the chart: the first and last labels do not hang outside it.
                x = min(max(x, bounds.minX + width / 2), bounds.maxX - width / 2)
                subview.place(at: CGPoint(x: x, y: labelTop), anchor: .top, proposal: .unspecified)
            case .yLabel(let fraction):
                let y = plot.maxY - CGFloat(fraction) * plot.height
                if yLabelsLeading {
                    subview.place(at: CGPoint(x: plot.minX - Self.labelSpacing, y: y), anchor: .trailing, proposal: .unspecified)
                } else {
                    subview.place(at: CGPoint(x: plot.maxX + Self.labelSpacing, y: y), anchor: .leading, proposal: .unspecified)
                }
            case .legend:
                let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
                let y = legendOnTop ? bounds.minY : bounds.maxY - size.height
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: size.height))
            case .xTitle:
                subview.place(at: CGPoint(x: plot.midX, y: labelBottom + 2), anchor: .top, proposal: .unspecified)
            case .yTitle:
                subview.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: .unspecified)
            case .annotation(let index, let position, let spacing):
                let point = MainActor.assumeIsolated { reference.model.annotationPoint(of: index, in: plot.size) }
                guard let point else { continue }
                let (anchor, direction) = position.anchorAndDirection
                subview.place(at: CGPoint(x: plot.minX + point.x + direction.width * spacing, y: plot.minY + point.y + direction.height * spacing),
                              anchor: anchor, proposal: .unspecified)
            }
        }
    }
}

extension ChartRole {
    var isXLabel: Bool { if case .xLabel = self { true } else { false } }
}
