import PanelBase

/// Sections as rounded groups inset from the screen's sides, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded groups inset from the screen's sides, on the grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
