import PanelBase

/// Sections as groups across the whole width, on the grouped background.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as groups across the whole width, on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
