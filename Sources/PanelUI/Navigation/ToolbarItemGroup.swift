import PanelBase

/// Several toolbar items at one placement, side by side in the order written.
public struct ToolbarItemGroup<Content: View>: View, ToolbarEntryConvertible {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Outside a toolbar the group is its content.
    public var body: some View { content }

    var toolbarEntries: [ToolbarEntry] {
        var items: [ViewListItem] = []
        flattenViews(content, prefix: [], into: &items)
        return items.filter { !($0.view is EmptyView) }.map { ToolbarEntry(placement: placement, view: AnyView($0.view)) }
    }
}
