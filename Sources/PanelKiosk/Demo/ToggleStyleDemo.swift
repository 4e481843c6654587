import Panel

/// The seed's ToggleStyle: a square switch whose white knob slides from red to green. On a
/// kiosk the whole row takes the tap (a finger is wider than the seed's knob).
struct ToggleStyleDemo: View {
    @State private var flag = true

    var body: some View {
        Toggle(isOn: $flag) {
            Text("Custom Toggle")
                .foregroundColor(.white)
        }
        .toggleStyle(DemoSquareToggleStyle())
    }
}

struct DemoSquareToggleStyle: ToggleStyle {
    let width: CGFloat = 50

    func makeBody(configuration: Self.Configuration) -> some View {
        HStack {
            configuration.label

            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: width, height: width / 2)
                    .foregroundColor(configuration.isOn ? .green : .red)

                RoundedRectangle(cornerRadius: 4)
                    .frame(width: (width / 2) - 4, height: width / 2 - 6)
                    .padding(4)
                    .foregroundColor(.white)
            }
        }
        .onTapGesture {
            withAnimation {
                configuration.$isOn.wrappedValue.toggle()
            }
        }
        .accessibility(activationPoint: configuration.isOn ? UnitPoint(x: 0.25, y: 0.5) : UnitPoint(x: 0.75, y: 0.5))
    }
}
