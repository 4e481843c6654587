import PanelBase

/// An inline picker: the label, then every option as a row, the selected one checked.
struct InlinePickerBody<SelectionValue: Hashable>: View {
    let configuration: PickerConfiguration<SelectionValue>
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let selected = configuration.selectedIndex
        return VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(Color.secondary)
                .padding(.horizontal, 14)
            ForEach(0..<configuration.options.count) { index in
                PickerOptionRow(option: configuration.options[index], isSelected: index == selected) {
                    configuration.select(index)
                }
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}
