import PanelBase

/// One line of a menu's open list: a button, or a separator (a `Divider` in the menu's
/// content) between groups of buttons.
enum MenuItem {
    case button(ModalButton)
    case separator

    /// The buttons and dividers among the views `content` built, in order (other views
    /// are left out); separators at either end or next to each other are dropped.
    @MainActor
    static func items(in content: any View) -> [MenuItem] {
        var views: [ViewListItem] = []
        flattenViews(content, prefix: [], into: &views)
        var items: [MenuItem] = []
        for view in views {
            if let button = (view.view as? ModalButtonConvertible)?.modalButton {
                items.append(.button(button))
            } else if view.view is Divider, let last = items.last, case .button = last {
                items.append(.separator)
            }
        }
        if let last = items.last, case .separator = last { items.removeLast() }
        return items
    }
}
