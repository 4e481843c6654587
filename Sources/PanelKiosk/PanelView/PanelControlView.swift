import Panel

/// One control of a panel file, by kind.
struct PanelControlView: View {
    let control: ControlSpec
    let accent: Color
    let value: Binding<ControlValue?>
    let fire: @MainActor () -> Void

    var body: some View {
        switch control.kind {
        case .button:
            Button(control.label, action: fire)
                .buttonStyle(PanelButtonStyle(color: accent))
        case let .hold(seconds):
            Button(control.label, action: fire)
                .buttonStyle(PanelHoldButtonStyle(color: accent, seconds: seconds))
        case let .toggle(style, _, _, _):
            toggle(style: style)
        case let .triple(states, _):
            PanelTripleView(label: control.label, states: states, accent: accent, selection: Binding(
                get: { if case let .triple(name)? = value.wrappedValue { return name } else { return states[0] } },
                set: { value.wrappedValue = .triple($0) }))
        case let .slider(minimum, maximum, step, _):
            let number = Binding<Double>(
                get: { if case let .slider(v)? = value.wrappedValue { return v } else { return minimum } },
                set: { value.wrappedValue = .slider($0) })
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(control.label).font(.system(size: 20))
                    Spacer()
                    Text(JSONWriter.number(number.wrappedValue)).font(.system(size: 20, weight: .semibold))
                }
                Slider(value: number, in: minimum...maximum, step: step)
            }
        }
    }

    @ViewBuilder
    private func toggle(style: ToggleLook) -> some View {
        let isOn = Binding<Bool>(
            get: { if case let .toggle(on)? = value.wrappedValue { return on } else { return false } },
            set: { value.wrappedValue = .toggle($0) })
        switch style {
        case .switch:
            Toggle(control.label, isOn: isOn)
        case .square:
            Toggle(isOn: isOn) { Text(control.label).font(.system(size: 20)) }
                .toggleStyle(DemoSquareToggleStyle())
        }
    }
}

/// A filled button that fades and shrinks while pressed (the seed's ButtonStyle, larger).
struct PanelButtonStyle: ButtonStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(PanelButtonLook(color: color, isPressed: configuration.isPressed))
    }
}

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

/// Three named states side by side; the chosen one filled with the accent colour.
struct PanelTripleView: View {
    let label: String
    let states: [String]
    let accent: Color
    let selection: Binding<String>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(label).font(.system(size: 20))
            HStack(spacing: 6) {
                ForEach(states, id: \.self) { state in
                    Text(state)
                        .font(.system(size: 18, weight: .semibold))
                        .foregroundColor(.white)
                        .padding(EdgeInsets(top: 10, leading: 18, bottom: 10, trailing: 18))
                        .background(RoundedRectangle(cornerRadius: 8)
                            .fill(selection.wrappedValue == state ? accent : Color(white: 0.3)))
                        .accessibilityLabel(state)
                        .onTapGesture { selection.wrappedValue = state }
                }
            }
        }
    }
}
