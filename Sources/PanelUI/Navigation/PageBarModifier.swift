import PanelBase

/// What a view says about the bar of the page it is on.
enum PageBarSetting {
    /// `.toolbar { }`: items for the bar (outside a `NavigationStack` they are not shown).
    case items([ToolbarEntry])
    /// `.navigationBarBackButtonHidden(_:)`.
    case backButtonHidden(Bool)
    /// `.toolbar(.hidden, for: .navigationBar)`: the page's content then starts at its top.
    case barHidden(Bool)

    /// Says it to the bar, as the view `key`'s.
    func apply(to items: NavigationBarItems, for key: ObjectIdentifier) {
        switch self {
        case .items(let entries): items.setEntries(entries, for: key)
        case .backButtonHidden(let hidden): items.setBackButtonHidden(hidden, for: key)
        case .barHidden(let hidden): items.setBarHidden(hidden, for: key)
        }
    }

    /// Takes it back from the bar.
    func withdraw(from items: NavigationBarItems, for key: ObjectIdentifier) {
        switch self {
        case .items: items.removeEntries(for: key)
        case .backButtonHidden: items.setBackButtonHidden(nil, for: key)
        case .barHidden: items.setBarHidden(nil, for: key)
        }
    }
}

/// Hands a setting to the navigation bar of the page this view is on: written each time
/// the body runs, so the bar follows the view's state, and taken back when the view leaves.
struct PageBarModifier: ViewModifier {
    let setting: PageBarSetting
    @Environment(\.navigationContext) private var context
    @State private var key = NavigationModifierKey()

    func body(content: Content) -> some View {
        let items = context.map { $0.model.barItems(for: $0.page) }
        let id = ObjectIdentifier(key), setting = self.setting
        if let items { setting.apply(to: items, for: id) }
        return content.onDisappear { if let items { setting.withdraw(from: items, for: id) } }
    }
}

extension View {
    /// Shows or hides bars of the page this view is on: `.hidden` with `.navigationBar` or
    /// `.automatic` hides its navigation bar (the content then fills the page). Other bars
    /// are left as they are.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return modifier(PageBarModifier(setting: .barHidden(navigationBar && visibility == .hidden)))
    }

    /// Hides the navigation bar of the page this view is on (SwiftUI's older spelling of
    /// `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(PageBarModifier(setting: .barHidden(hidden)))
    }

    /// Puts items in the navigation bar of the page this view is on: `ToolbarItem`s and
    /// `ToolbarItemGroup`s at their placements, or plain buttons (on the trailing side).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(PageBarModifier(setting: .items(ToolbarEntry.entries(in: content()))))
    }

    /// Hides the back button of the page this view is on (dismiss it some other way:
    /// `@Environment(\.dismiss)` or the path).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(PageBarModifier(setting: .backButtonHidden(hidesBackButton)))
    }

    /// Accepted for SwiftUI code: Panel's bar has only the inline style.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}

/// SwiftUI's namespace of the title display modes.
public enum NavigationBarItem {
    /// How a page's title is shown. Panel shows every title inline.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}
