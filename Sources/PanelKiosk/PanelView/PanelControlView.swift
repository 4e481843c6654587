import Panel

/// One control of a panel file: the view its kind makes (`PanelControlKind.view`).
struct PanelControlView: View {
    let control: ControlSpec
    let accent: Color
    let value: Binding<ControlValue?>
    let fire: @MainActor () -> Void
    let submitSecret: @MainActor (String) -> Void

    var body: some View {
        // Each kind's view is its own type; a control's kind never changes while shown.
        AnyView(control.kind.view(label: control.label, accent: accent, value: value, fire: fire, submitSecret: submitSecret))
    }
}
