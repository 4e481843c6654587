import Panel

/// One control of a panel file: the view its kind makes (`PanelControlKind.view`).
struct PanelControlView: View {
    let control: ControlSpec
    let accent: Color
    let value: Binding<ControlValue?>
    let fire: @MainActor () -> Void
    let submitSecret: @MainActor (String) -> Void
    /// A readout's reading (nil for other kinds).
    var reading: ReadoutReading? = nil

    var body: some View {
        if let readout = control.kind as? ReadoutControl {
            return AnyView(PanelReadoutView(label: control.label, format: readout.format, reading: reading ?? .waiting))
        }
        // Each kind's view is its own type; a control's kind never changes while shown.
        return AnyView(control.kind.view(label: control.label, accent: accent, value: value, fire: fire, submitSecret: submitSecret))
    }
}
