import PanelBase

/// `.toolbar { }`: hands the items to the navigation bar of the page this view is on
/// (outside a `NavigationStack` they are not shown). Written each time the body runs, so
/// the bar follows the items' state; taken back when the view leaves.
struct ToolbarModifier: ViewModifier {
    let entries: [ToolbarEntry]
    @Environment(\.navigationContext) private var context
    @State private var key = NavigationModifierKey()

    func body(content: Content) -> some View {
        let items = context.map { $0.model.barItems(for: $0.page) }
        let id = ObjectIdentifier(key)
        items?.setEntries(entries, for: id)
        return content.onDisappear { items?.removeEntries(for: id) }
    }
}

/// `.navigationBarBackButtonHidden(_:)`: hides the back button of this view's page.
struct BackButtonHiddenModifier: ViewModifier {
    let hidden: Bool
    @Environment(\.navigationContext) private var context
    @State private var key = NavigationModifierKey()

    func body(content: Content) -> some View {
        let items = context.map { $0.model.barItems(for: $0.page) }
        let id = ObjectIdentifier(key)
        items?.setBackButtonHidden(hidden, for: id)
        return content.onDisappear { items?.setBackButtonHidden(nil, for: id) }
    }
}

/// `.toolbar(.hidden, for: .navigationBar)`: hides the navigation bar of this view's page,
/// whose content then starts at the page's top.
struct BarHiddenModifier: ViewModifier {
    let hidden: Bool
    @Environment(\.navigationContext) private var context
    @State private var key = NavigationModifierKey()

    func body(content: Content) -> some View {
        let items = context.map { $0.model.barItems(for: $0.page) }
        let id = ObjectIdentifier(key)
        items?.setBarHidden(hidden, for: id)
        return content.onDisappear { items?.setBarHidden(nil, for: id) }
    }
}

extension View {
    /// Shows or hides bars of the page this view is on: `.hidden` with `.navigationBar` or
    /// `.automatic` hides its navigation bar (the content then fills the page). Other bars
    /// are left as they are.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return modifier(BarHiddenModifier(hidden: navigationBar && visibility == .hidden))
    }

    /// Hides the navigation bar of the page this view is on (SwiftUI's older spelling of
    /// `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(BarHiddenModifier(hidden: hidden))
    }

    /// Puts items in the navigation bar of the page this view is on: `ToolbarItem`s and
    /// `ToolbarItemGroup`s at their placements, or plain buttons (on the trailing side).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: ToolbarEntry.entries(in: content())))
    }

    /// Hides the back button of the page this view is on (dismiss it some other way:
    /// `@Environment(\.dismiss)` or the path).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(BackButtonHiddenModifier(hidden: hidesBackButton))
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
