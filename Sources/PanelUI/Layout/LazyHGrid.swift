import PanelBase

/// Views in columns of the rows `rows` describes (`GridItem`), filled column by column.
///
/// Panel builds every view of a lazy grid at once (in a scroll view too); its layout
/// is SwiftUI's: see `GridItemSizing` for the rows, each column as wide as its widest view.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { LazyGridNode() }
}

extension LazyHGrid: LazyGridReading {
    var lazyGridInput: LazyGridInput {
        LazyGridInput(style: LazyGridStyle(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                           spacing: spacing.map { Fixed(Swift.max(0, $0)) }),
                      content: content)
    }
}
