import PanelBase

/// How a bar draws its buttons: the label alone in the tint colour (an icon for a
/// `Label`), dimmed while pressed, filling the bar's height so a finger finds it.
struct ToolbarButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ToolbarButtonBody(configuration: configuration)
    }
}

private struct ToolbarButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .labelStyle(.iconOnly)
            .font(.system(size: 17))
            .foregroundStyle(configuration.role == .destructive ? Color.red : isEnabled ? tint ?? .accentColor : Color.gray)
            .padding(.horizontal, 8)
            .frame(minWidth: 44, maxHeight: .infinity)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.5 : 1)
            .animation(configuration.isPressed ? nil : .easeOut(duration: 0.2), value: configuration.isPressed)
    }
}
