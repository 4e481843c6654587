import SwiftUI

/// Places its views' centres evenly on a circle, the first at `start` (the top by default),
/// going clockwise; the circle is as large as the container allows, keeping the largest
/// view inside. The container takes the room it is offered.
struct RadialLayout: Layout {
    var start: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGFloat(0)) { max($0, $1.width, $1.height) }
        let radius = max(0, min(bounds.width, bounds.height) / 2 - largest / 2)
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = start.radians + step * Double(index)
            let centre = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: centre, anchor: .center, proposal: .unspecified)
        }
    }
}
