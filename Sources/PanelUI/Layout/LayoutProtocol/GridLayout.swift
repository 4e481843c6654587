import PanelBase

/// `Grid`'s layout as a `Layout` value, for `AnyLayout`: its `GridRow`s in rows and
/// columns, exactly as a `Grid` lays them out (`GridArrangement`).
public struct GridLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var arrangement: GridArrangement {
        GridArrangement(style: GridStyle(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Fixed(Swift.max(0, $0)) },
                                         verticalSpacing: verticalSpacing.map { Fixed(Swift.max(0, $0)) }))
    }
    /// A view standing outside any row spans the grid, as in a VStack.
    var enclosingStackStyle: StackLayoutStyle? { StackLayoutStyle(kind: .vertical, alignment: alignment, spacing: nil) }
    var arrangesGridRows: Bool { true }
    var mayHaveExplicitGuides: Bool { false }
    func isSame(as other: any Layout) -> Bool { (other as? Self)?.arrangement.style == arrangement.style }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { arrangement.sizeThatFits(subviews.heldNodes, proposal.fixed).chosenSize }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated {
            // Rows are the subviews; their cells are placed by the grid too.
            arrangement.placeChildren(subviews.heldNodes, in: FixedRect(bounds)) { node, frame in
                subviews.placements.place(node, in: frame)
            }
        }
    }
}
