import PanelBase

/// One row of a `Grid`: its views fill the grid's columns in order.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { GridRowNode() }
}

extension GridRow: GridRowReading {
    var rowInput: (alignment: VerticalAlignment?, content: any View) { (alignment, content) }
}

@MainActor
protocol GridRowReading {
    var rowInput: (alignment: VerticalAlignment?, content: any View) { get }
}

/// A grid row's node: its children are the row's cells, which the grid measures and
/// places itself. Outside a grid the cells are laid out as an HStack's would be: stacked
/// on top of each other, centred (Panel keeps this simple; SwiftUI puts them in a row).
final class GridRowNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    /// The grid asks its cells directly: a cell that answers differently changes the grid.
    override var answersAsItsChild: Bool { true }
    private(set) var alignment: VerticalAlignment?

    override var enclosingStackForChildren: StackLayoutStyle? {
        StackLayoutStyle(kind: .horizontal, alignment: .center, spacing: nil)
    }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let input = (view as? GridRowReading)?.rowInput else { return }
        let before = children
        reconcileChildren(of: input.content, environment: environment)
        // The grid lays the cells out: a new cell or alignment changes the grid's layout.
        if input.alignment != alignment || before.count != children.count || zip(before, children).contains(where: { $0 !== $1 }) {
            alignment = input.alignment
            invalidateLayout()
            parent?.invalidateLayout()
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        var size = FixedSize.zero
        for child in children {
            let s = child.size(for: proposal)
            size = FixedSize(width: Fixed.max(size.width, s.width), height: Fixed.max(size.height, s.height))
        }
        return size
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    override func placeChildren(in rect: FixedRect) {
        // In a grid, the grid places the cells.
        guard !(parent is GridNode), !((parent as? LayoutNode)?.arrangesGridRows ?? false) else { return }
        for child in children {
            let size = child.size(for: ProposedSize(rect.size))
            child.place(in: FixedRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                                      width: size.width, height: size.height))
        }
    }
}
