import Panel

/// The seed's PrimitiveButtonStyle: the action runs only after the button is held 1 s,
/// while a bar shows how long is left.
struct LongPressDemo: View {
    @State private var text: LocalizedStringKey = "Hold the button"

    var body: some View {
        VStack(spacing: 16) {
            Button("Hold Me!") {
                self.text = "Action Executed!"
            }.buttonStyle(DemoLongPressButtonStyle(color: .red))
            Text(text)
                .foregroundColor(.white)
        }
    }
}

struct DemoLongPressButtonStyle: PrimitiveButtonStyle {
    var color: Color

    func makeBody(configuration: PrimitiveButtonStyle.Configuration) -> some View {
        HoldButton(configuration: configuration, color: color)
    }

    struct HoldButton: View {
        @GestureState private var pressed = false

        let configuration: PrimitiveButtonStyle.Configuration
        let color: Color

        var body: some View {
            let longPress = LongPressGesture(minimumDuration: 1.0, maximumDistance: 0.0)
                .updating($pressed) { value, state, _ in state = value }
                .onEnded { _ in
                    self.configuration.trigger()
                }

            return configuration.label
                .foregroundColor(.white)
                .padding(15)
                .background(RoundedRectangle(cornerRadius: 5).fill(color))
                .compositingGroup()
                .shadow(color: .black, radius: 3)
                .opacity(pressed ? 0.5 : 1.0)
                .scaleEffect(pressed ? 0.8 : 1.0)
                // Beyond the seed: a bar fills over the second the button must be held.
                .holdProgress(isHolding: pressed, seconds: 1.0)
                .gesture(longPress)
        }
    }
}
