import Panel

/// The look shared by the panel's buttons: a filled plate with a shadow that fades and
/// shrinks while pressed.
struct PanelButtonLook: ViewModifier {
    var color: Color
    var isPressed: Bool

    func body(content: Content) -> some View {
        content
            .font(.system(size: 20, weight: .semibold))
            .foregroundColor(.white)
            .padding(EdgeInsets(top: 14, leading: 28, bottom: 14, trailing: 28))
            .background(RoundedRectangle(cornerRadius: 10).fill(color))
            .compositingGroup()
            .shadow(color: .black, radius: 3)
            .opacity(isPressed ? 0.5 : 1.0)
            .scaleEffect(isPressed ? 0.9 : 1.0)
    }
}
