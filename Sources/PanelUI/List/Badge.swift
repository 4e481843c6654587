import PanelBase

/// A count or a short text shown with a view: at the trailing edge of a list row in the
/// secondary colour, or in a red capsule on a tab's icon in a `TabView`'s bar. Elsewhere
/// the view is shown as it is.
struct _BadgeModifier: ListRowTraitModifier {
    let label: Text?
    func body(content: Content) -> some View { content }
    func apply(to traits: inout ListRowTraits) { traits.badge = label }
}

extension View {
    /// Shows `count` as this row's or tab's badge; zero shows none.
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows `label` as this row's or tab's badge; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    /// Shows the text `key` as this row's or tab's badge; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    /// Shows `label` as this row's or tab's badge; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { Text($0) }))
    }
}
