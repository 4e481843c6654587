import PanelBase

/// The node of `Grid`: its children are its rows (`GridRowNode`) and the views that span
/// every column.
final class GridNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    private var style = GridStyle(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)

    /// A view standing directly in the grid spans it as in a VStack (a divider across it).
    override var enclosingStackForChildren: StackLayoutStyle? {
        StackLayoutStyle(kind: .vertical, alignment: style.alignment, spacing: nil)
    }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let input = (view as? GridReading)?.gridInput else { return }
        if input.style != style {
            style = input.style
            invalidateLayout()
        }
        reconcileChildren(of: input.content, environment: environment)
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    private var arrangement: GridArrangement { GridArrangement(style: style) }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        arrangement.sizeThatFits(children, proposal)
    }

    override func placeChildren(in rect: FixedRect) {
        arrangement.placeChildren(children, in: rect) { node, frame in node.place(in: frame) }
    }
}
