import Panel

/// A filled button that fades and shrinks while pressed (the seed's ButtonStyle, larger).
struct PanelButtonStyle: ButtonStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(PanelButtonLook(color: color, isPressed: configuration.isPressed))
    }
}
