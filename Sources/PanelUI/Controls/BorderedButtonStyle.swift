import PanelBase

/// A button on a pale plate of its tint, its label in the tint (red when destructive).
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPlate(configuration: configuration, prominent: false)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
