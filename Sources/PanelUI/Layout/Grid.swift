import PanelBase

/// Lays its `GridRow`s out in rows and columns: each column as wide as its widest cell,
/// each row as tall as its tallest; views outside a row span every column. Flexible cells
/// share what the others leave, as views in a stack do.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { GridNode() }
}

extension Grid: GridReading {
    var gridInput: GridInput {
        GridInput(style: GridStyle(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Fixed(Swift.max(0, $0)) },
                                   verticalSpacing: verticalSpacing.map { Fixed(Swift.max(0, $0)) }),
                  content: content)
    }
}

/// A grid's layout parameters.
struct GridStyle: Equatable {
    var alignment: Alignment
    var horizontalSpacing: Fixed?
    var verticalSpacing: Fixed?
}

struct GridInput {
    var style: GridStyle
    var content: any View
}

@MainActor
protocol GridReading {
    var gridInput: GridInput { get }
}
