import PanelBase

/// A button that is its label in the tint colour (red when destructive), dimmed while
/// pressed: SwiftUI's look for buttons in rows and bars.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration)
    }
}

private struct BorderlessButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : isEnabled ? tint ?? .accentColor : Color.gray)
            .opacity(configuration.isPressed ? 0.5 : 1)
            .animation(configuration.isPressed ? nil : .easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
