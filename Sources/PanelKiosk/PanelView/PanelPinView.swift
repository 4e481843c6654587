import Panel

/// A PIN field: dots for digits; Return hands a whole PIN to the action and empties the
/// field at once, so the PIN lives only as long as it is typed.
struct PanelPinView: View {
    let label: String
    let control: PinControl
    let submit: @MainActor (String) -> Void
    @State private var pin = ""
    @State private var problem: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(label).font(.system(size: 20))
            SecureField("\(control.length) digits", text: Binding(get: { pin }, set: { pin = $0; problem = nil }))
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
                .onSubmit(take)
            Text(problem ?? " ")
                .font(.system(size: 14))
                .foregroundColor(.red)
        }
    }

    private func take() {
        let typed = pin
        pin = ""
        guard control.accepts(typed) else {
            problem = "\(control.length) digits"
            return
        }
        problem = nil
        submit(typed)
    }
}
