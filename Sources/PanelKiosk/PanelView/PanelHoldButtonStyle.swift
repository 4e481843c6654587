import Panel

/// A button that fires only after being held `seconds` (the seed's PrimitiveButtonStyle),
/// with a bar that fills while it is held.
struct PanelHoldButtonStyle: PrimitiveButtonStyle {
    var color: Color
    var seconds: Double

    func makeBody(configuration: Configuration) -> some View {
        HoldBody(configuration: configuration, color: color, seconds: seconds)
    }

    struct HoldBody: View {
        @GestureState private var pressed = false
        let configuration: PrimitiveButtonStyle.Configuration
        let color: Color
        let seconds: Double

        var body: some View {
            configuration.label
                .modifier(PanelButtonLook(color: color, isPressed: pressed))
                .holdProgress(isHolding: pressed, seconds: seconds)
                .gesture(LongPressGesture(minimumDuration: seconds, maximumDistance: 10)
                    .updating($pressed) { value, state, _ in state = value }
                    .onEnded { _ in configuration.trigger() })
        }
    }
}
