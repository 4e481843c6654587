import PanelBase

/// A tab of a `TabView` in SwiftUI's iOS 18 spelling: its label (title and icon) and,
/// with `value`, the selection that shows it. The same as a child with `.tabItem` and
/// `.tag(value)`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, TabViewChild {
    let value: Value?
    let content: Content
    let label: Label
    var badgeText: Text?

    /// A tab shown when the selection is `value`, labelled with `title` and the symbol
    /// `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == PanelUI.Label<Text, Image> {
        self.value = value
        self.content = content()
        label = PanelUI.Label(title, systemImage: systemImage)
    }

    /// A tab shown when the selection is `value`, with a label of its own.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// A tab of a `TabView` without a selection, labelled with `title` and `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Value == Never, Label == PanelUI.Label<Text, Image> {
        value = nil
        self.content = content()
        label = PanelUI.Label(title, systemImage: systemImage)
    }

    public var body: some View { content }

    var tabTag: AnyHashable? { value.map { AnyHashable($0) } }
    var tabItemLabel: AnyView? { AnyView(label) }
    var tabBadge: Text? { badgeText }

    /// The tab with a badge of `count` (0 shows none). A `Tab` keeps its type, so its
    /// value still takes its type from the selection.
    public func badge(_ count: Int) -> Tab {
        var tab = self
        tab.badgeText = count == 0 ? nil : Text(verbatim: String(count))
        return tab
    }

    /// The tab with a badge of `label` (nil shows none).
    public func badge(_ label: Text?) -> Tab {
        var tab = self
        tab.badgeText = label
        return tab
    }
}
