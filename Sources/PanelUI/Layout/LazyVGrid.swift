import PanelBase

/// Views in rows of the columns `columns` describes (`GridItem`), filled row by row.
///
/// Panel builds every view of a lazy grid at once (in a scroll view too); its layout
/// is SwiftUI's: see `GridItemSizing` for the columns, each row as tall as its tallest view.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { LazyGridNode() }
}

extension LazyVGrid: LazyGridReading {
    var lazyGridInput: LazyGridInput {
        LazyGridInput(style: LazyGridStyle(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                           spacing: spacing.map { Fixed(Swift.max(0, $0)) }),
                      content: content)
    }
}
