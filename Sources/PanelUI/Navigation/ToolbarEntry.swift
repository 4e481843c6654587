import PanelBase

/// One item of a page's toolbar as the navigation bar draws it.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView

    /// The items a `.toolbar` closure built: `ToolbarItem`s and `ToolbarItemGroup`s with
    /// their placements, and any other view as an item of its own (`.automatic`).
    @MainActor
    static func entries(in view: any View) -> [ToolbarEntry] {
        var items: [ViewListItem] = []
        flattenViews(view, prefix: [], into: &items)
        return items.flatMap { item -> [ToolbarEntry] in
            if item.view is EmptyView { return [] }
            if let convertible = item.view as? ToolbarEntryConvertible { return convertible.toolbarEntries }
            return [ToolbarEntry(placement: .automatic, view: AnyView(item.view))]
        }
    }
}

/// A view that stands for toolbar items of its own placement.
@MainActor
protocol ToolbarEntryConvertible {
    var toolbarEntries: [ToolbarEntry] { get }
}
