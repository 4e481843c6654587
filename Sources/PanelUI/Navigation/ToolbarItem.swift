import PanelBase

/// One item of a `.toolbar`, at `placement` in the navigation bar: usually a `Button`
/// (drawn as tinted text or an icon, as iOS draws bar buttons) or a `Menu`.
public struct ToolbarItem<ID, Content: View>: View, ToolbarEntryConvertible {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement` (the trailing side by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (Panel's bar is not customisable: the id is not used).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// Outside a toolbar the item is its content.
    public var body: some View { content }

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}
