import Panel

/// A panel file's slider: its label and value above the track. Dragging it reports the
/// start and end of the drag (`controlEditing`), so its values go out on release.
struct PanelSliderView: View {
    let label: String
    let number: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double
    @Environment(\.controlEditing) private var editing

    var body: some View {
        // Read here, while the environment is at hand: the slider calls it from a gesture.
        let editing = self.editing
        return VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(label).font(.system(size: 20))
                Spacer()
                Text(JSONWriter.number(number.wrappedValue)).font(.system(size: 20, weight: .semibold))
            }
            Slider(value: number, in: range, step: step, onEditingChanged: { editing($0) })
        }
    }
}
