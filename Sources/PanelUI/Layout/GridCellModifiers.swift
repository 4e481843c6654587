import PanelBase

/// What a grid cell says of itself (`gridCellColumns`, `gridColumnAlignment`,
/// `gridCellAnchor`, `gridCellUnsizedAxes`).
struct GridCellValues: Equatable {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// These values, with `inner`'s where these have none (the outermost modifier wins).
    func filled(from inner: GridCellValues) -> GridCellValues {
        GridCellValues(columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
                       anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
    }

    /// The values a grid's cell sets: those of the grid-cell modifiers around it, found
    /// through the wrappers (other modifiers, custom views' bodies) that hold one view.
    @MainActor static func of(_ node: ViewNode) -> GridCellValues {
        var values = GridCellValues()
        var current: ViewNode? = node
        var depth = 0
        while let n = current, depth < 32 {
            if let cell = n as? GridCellNode { values = values.filled(from: cell.values) }
            guard n.children.count == 1, n is ModifierNode || n is CompositeNode || n is PassThroughNode else { break }
            current = n.children[0]
            depth += 1
        }
        return values
    }
}

struct _GridCellModifier: ViewModifier, PrimitiveModifier {
    let values: GridCellValues
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { GridCellNode() }
}

/// Holds a cell's grid values; lays out and draws as its content.
final class GridCellNode: ModifierNode {
    private(set) var values = GridCellValues()
    override var ownValueAffectsLayout: Bool { false }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _GridCellModifier, m.values != values else { return }
        values = m.values
        // The grid reads the values: it lays out again.
        var node = parent
        while let current = node {
            if current is GridNode || current is LayoutNode {
                current.invalidateLayout()
                break
            }
            node = current.parent
        }
    }
}

extension View {
    /// Makes the cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellModifier(values: GridCellValues(columns: Swift.max(1, count))))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier(values: GridCellValues(columnAlignment: guide)))
    }

    /// Places the view at `anchor` of its cell, whatever the grid's, row's or column's
    /// alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellModifier(values: GridCellValues(anchor: anchor)))
    }

    /// Leaves the view out of the sizing of its column (`.horizontal`) or row
    /// (`.vertical`): it takes the size the other cells give it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellModifier(values: GridCellValues(unsizedAxes: axes)))
    }
}
