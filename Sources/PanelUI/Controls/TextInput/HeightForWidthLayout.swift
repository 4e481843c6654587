import PanelBase

/// Sizes its content as wide as it is offered and as tall as `height` says for that
/// width: a vertical text field, whose lines wrap at its width and whose height follows
/// from how many lines that makes.
struct HeightForWidthLayout: Layout {
    /// The size (1/64 px) for a width offered (nil: none, the content's own width).
    /// A class, so the layout is Sendable as `Layout` asks; it is used on the main thread only.
    final class Measure: @unchecked Sendable {
        let size: @MainActor (Int?) -> (width: Int, height: Int)
        init(_ size: @escaping @MainActor (Int?) -> (width: Int, height: Int)) { self.size = size }
    }

    let measure: Measure

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let size = MainActor.assumeIsolated { measure.size(width.map { Fixed($0).raw }) }
        return CGSize(width: CGFloat(Fixed(raw: size.width).doubleValue), height: CGFloat(Fixed(raw: size.height).doubleValue))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
