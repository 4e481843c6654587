import Panel

/// The view of a panel file: its title, then its rows of controls on cards.
struct PanelFileView: View {
    let controller: PanelController
    @State private var values: [String: ControlValue]
    @State private var failed: Set<String> = []
    @State private var readings: [String: ReadoutReading]

    init(controller: PanelController) {
        self.controller = controller
        _values = State(initialValue: controller.initialValues)
        _readings = State(initialValue: controller.readings)
    }

    var colors: PanelColors { controller.panel.colors }

    var body: some View {
        controller.failedControls = $failed
        controller.shownValues = $values
        controller.shownReadings = $readings
        return VStack(spacing: 16) {
            HStack {
                Text(controller.panel.title)
                    .font(.system(size: 28, weight: .bold))
                Spacer()
            }
            ForEach(Array(controller.panel.rows.indices), id: \.self) { rowIndex in
                HStack(spacing: 16) {
                    ForEach(controller.panel.rows[rowIndex], id: \.id) { control in
                        card(for: control)
                    }
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(colors.background))
        .foregroundColor(Color(colors.text))
    }

    private func card(for control: ControlSpec) -> some View {
        let accent = Color(control.color ?? colors.accent)
        return PanelControlView(control: control, accent: accent, value: binding(for: control),
                                fire: { controller.onFire(control) },
                                submitSecret: { controller.onSecret(control, $0) }, reading: readings[control.id])
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(colors.control)))
            // Over the card and its control: a stroked shape takes touches only on its
            // line, which runs along the card's edge, so a failed control stays usable.
            .overlay(RoundedRectangle(cornerRadius: 16)
                .stroke(failed.contains(control.id) ? Color.red : Color.clear, lineWidth: 3))
    }

    private func binding(for control: ControlSpec) -> Binding<ControlValue?> {
        Binding(get: { values[control.id] }, set: { newValue in
            guard let newValue, newValue != values[control.id] else { return }
            values[control.id] = newValue
            controller.changed(control, to: newValue)
        })
    }
}

extension Color {
    init(_ rgba: RGBA) {
        self.init(red: Double(rgba.red) / 255, green: Double(rgba.green) / 255,
                  blue: Double(rgba.blue) / 255, opacity: Double(rgba.alpha) / 255)
    }
}
