import PanelBase

/// Rows one after another on the plain background, sections under plain headers.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .plain }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows one after another on the plain background, sections under plain headers.
    public static var plain: PlainListStyle { PlainListStyle() }
}
