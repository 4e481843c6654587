import PanelBase

/// How a grid measures and places its rows and cells: `Grid` (`GridNode`) and the
/// `GridLayout` used as a `Layout` value share it. Its rows are `GridRow`s' nodes; a view
/// standing outside any row spans every column.
@MainActor
struct GridArrangement {
    var style: GridStyle

    /// One cell: its node, its first column and how many it spans.
    struct Cell {
        var node: ViewNode
        var column: Int
        var span: Int
        var values: GridCellValues
    }

    /// One row: its cells (a view outside any `GridRow` is a row of one cell over every
    /// column), its node and its vertical alignment.
    struct Row {
        var node: ViewNode
        var cells: [Cell]
        var alignment: VerticalAlignment?
        var spansAll: Bool
    }

    /// The rows and cells, and how many columns there are.
    private func model(_ children: [ViewNode]) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        let hasRows = children.contains { $0 is GridRowNode }
        for child in children {
            if let row = child as? GridRowNode {
                var cells: [Cell] = []
                var column = 0
                for cell in row.children {
                    let values = GridCellValues.of(cell)
                    let span = values.columns ?? 1
                    cells.append(Cell(node: cell, column: column, span: span, values: values))
                    column += span
                }
                columns = Swift.max(columns, column)
                rows.append(Row(node: row, cells: cells, alignment: row.alignment, spansAll: false))
            } else {
                // Without any GridRow, the grid is one column of its views.
                let values = GridCellValues.of(child)
                rows.append(Row(node: child, cells: [Cell(node: child, column: 0, span: 1, values: values)],
                                alignment: nil, spansAll: hasRows))
            }
        }
        return (rows, Swift.max(columns, 1))
    }

    private var horizontalSpacing: Fixed { style.horizontalSpacing ?? StackNode.defaultSpacing }
    private var verticalSpacing: Fixed { style.verticalSpacing ?? StackNode.defaultSpacing }

    /// Column widths, row heights, and each column's alignment, for a proposal.
    private func measure(_ children: [ViewNode], _ proposal: ProposedSize) -> (rows: [Row], widths: [Fixed], heights: [Fixed]) {
        let (rows, columnCount) = model(children)
        // A column's cells: those in it alone, which take part in sizing it.
        var columnCells = [[ViewNode]](repeating: [], count: columnCount)
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 && cell.column < columnCount
                && !(cell.values.unsizedAxes?.contains(.horizontal) ?? false) {
                columnCells[cell.column].append(cell.node)
            }
        }
        let hSpacing = horizontalSpacing * Swift.max(0, columnCount - 1)
        let widths = LengthDistribution.distribute(proposal.width, count: columnCount, spacing: hSpacing) { column, offer in
            var widest = Fixed.zero
            for node in columnCells[column] { widest = Fixed.max(widest, node.size(for: ProposedSize(width: offer, height: nil)).width) }
            return widest
        }
        let total = widths.reduce(Fixed.zero, +) + hSpacing
        let vSpacing = verticalSpacing * Swift.max(0, rows.count - 1)
        let heights = LengthDistribution.distribute(proposal.height, count: rows.count, spacing: vSpacing) { index, offer in
            var tallest = Fixed.zero
            let row = rows[index]
            for cell in row.cells where !(cell.values.unsizedAxes?.contains(.vertical) ?? false) {
                let width = row.spansAll ? total : GridArrangement.width(of: cell, widths, horizontalSpacing)
                tallest = Fixed.max(tallest, cell.node.size(for: ProposedSize(width: width, height: offer)).height)
            }
            return tallest
        }
        return (rows, widths, heights)
    }

    /// The width of the columns a cell spans, with the spacing between them.
    private static func width(of cell: Cell, _ widths: [Fixed], _ spacing: Fixed) -> Fixed {
        let end = Swift.min(widths.count, cell.column + cell.span)
        guard cell.column < end else { return .zero }
        return widths[cell.column..<end].reduce(Fixed.zero, +) + spacing * (end - cell.column - 1)
    }

    func sizeThatFits(_ children: [ViewNode], _ proposal: ProposedSize) -> FixedSize {
        guard !children.isEmpty else { return .zero }
        let (rows, widths, heights) = measure(children, proposal)
        return FixedSize(width: widths.reduce(Fixed.zero, +) + horizontalSpacing * Swift.max(0, widths.count - 1),
                         height: heights.reduce(Fixed.zero, +) + verticalSpacing * Swift.max(0, rows.count - 1))
    }

    /// Places the rows and cells in `rect`, each through `place`.
    func placeChildren(_ children: [ViewNode], in rect: FixedRect, place: (ViewNode, FixedRect) -> Void) {
        guard !children.isEmpty else { return }
        let (rows, widths, heights) = measure(children, ProposedSize(rect.size))
        let total = widths.reduce(Fixed.zero, +) + horizontalSpacing * Swift.max(0, widths.count - 1)
        // Each column's alignment: the first its cells set, else the grid's.
        var columnAlignments = [HorizontalAlignment](repeating: style.alignment.horizontal, count: widths.count)
        var set = [Bool](repeating: false, count: widths.count)
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.column < widths.count && !set[cell.column] {
                if let guide = cell.values.columnAlignment { columnAlignments[cell.column] = guide; set[cell.column] = true }
            }
        }
        var columnStarts: [Fixed] = []
        var x = rect.minX
        for width in widths {
            columnStarts.append(x)
            x += width + horizontalSpacing
        }
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            if row.spansAll {
                placeCell(row.cells[0], in: FixedRect(x: rect.minX, y: y, width: total, height: height),
                          horizontal: style.alignment.horizontal, vertical: style.alignment.vertical, place: place)
            } else {
                place(row.node, FixedRect(x: rect.minX, y: y, width: total, height: height))
                for cell in row.cells where cell.column < widths.count {
                    let cellRect = FixedRect(x: columnStarts[cell.column], y: y,
                                             width: GridArrangement.width(of: cell, widths, horizontalSpacing), height: height)
                    placeCell(cell, in: cellRect, horizontal: columnAlignments[cell.column],
                              vertical: row.alignment ?? style.alignment.vertical, place: place)
                }
            }
            y += height + verticalSpacing
        }
    }

    /// Places a cell in its rectangle: at its anchor if it has one, else by the guides.
    private func placeCell(_ cell: Cell, in rect: FixedRect, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
                           place: (ViewNode, FixedRect) -> Void) {
        let node = cell.node
        let size = node.size(for: ProposedSize(rect.size))
        let x: Fixed, y: Fixed
        if let anchor = cell.values.anchor {
            x = Fixed(anchor.x * (rect.width - size.width).doubleValue)
            y = Fixed(anchor.y * (rect.height - size.height).doubleValue)
        } else {
            let dimensions = ViewDimensions(width: rect.width.doubleValue, height: rect.height.doubleValue)
            x = Fixed(horizontal.defaultValue(dimensions)) - node.guideValue(horizontal, size: size)
            y = Fixed(vertical.defaultValue(dimensions)) - node.guideValue(vertical, size: size)
        }
        place(node, FixedRect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height))
    }
}
