import PanelBase

/// A button that looks like a link: its label in the tint colour (the accent colour by
/// default), dimmed while pressed. SwiftUI has it on macOS, where a pointer hovering it
/// shows a hand; a touch panel has no hover, so it looks as a borderless button does.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.trigger() }) { configuration.label }
            .buttonStyle(BorderlessButtonStyle())
    }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
