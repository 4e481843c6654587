import Panel

/// The seed's ButtonStyle: pressed, the button fades and shrinks.
struct ButtonStyleDemo: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Tap Me!") {
                taps += 1
            }.buttonStyle(DemoButtonStyle(color: .blue))
            Text(taps == 0 ? "Not tapped yet" : "Tapped \(taps) ×")
                .foregroundColor(.white)
        }
    }
}

struct DemoButtonStyle: ButtonStyle {
    var color: Color = .green

    public func makeBody(configuration: DemoButtonStyle.Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(15)
            .background(RoundedRectangle(cornerRadius: 5).fill(color))
            .compositingGroup()
            .shadow(color: .black, radius: 3)
            .opacity(configuration.isPressed ? 0.5 : 1.0)
            .scaleEffect(configuration.isPressed ? 0.8 : 1.0)
    }
}
