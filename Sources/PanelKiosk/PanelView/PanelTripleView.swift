import Panel

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
