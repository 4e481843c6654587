import PanelBase

/// Panel's default button: white text on a filled, rounded accent-coloured plate, big
/// enough to hit on a kiosk; it dims and shrinks a little at once when pressed and eases
/// back when released, as SwiftUI's built-in buttons do.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(configuration: configuration)
    }
}

private struct DefaultButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .font(.system(size: 20, weight: .semibold))
            .foregroundColor(.white)
            .padding(.horizontal, 28)
            .padding(.vertical, 16)
            .frame(minWidth: 120, minHeight: 56)
            .background(RoundedRectangle(cornerRadius: 14).fill(isEnabled ? tint ?? Color.accentColor : Color.gray))
            .opacity(configuration.isPressed ? 0.7 : (isEnabled ? 1 : 0.5))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(configuration.isPressed ? nil : .easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    public static var borderedProminent: DefaultButtonStyle { DefaultButtonStyle() }
}
