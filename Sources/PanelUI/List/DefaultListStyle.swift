import PanelBase

/// The platform's list style: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list style: inset grouped, as on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
