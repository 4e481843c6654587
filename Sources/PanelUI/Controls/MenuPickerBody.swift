import PanelBase

/// A menu picker: the label, then a button showing the current option; a tap on the row
/// opens the options as a list just below it, in the layout (Panel has no layer above
/// the view tree, so the open list pushes what follows down instead of floating over it).
/// Choosing an option, or tapping the row again, closes it.
struct MenuPickerBody<SelectionValue: Hashable>: View {
    let configuration: PickerConfiguration<SelectionValue>
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let selected = configuration.selectedIndex
        return VStack(alignment: .trailing, spacing: 6) {
            HStack(spacing: 16) {
                if !labelsHidden {
                    configuration.label
                        .font(.system(size: 20))
                    Spacer()
                }
                HStack(spacing: 8) {
                    if let selected {
                        configuration.options[selected].view
                    }
                    Image(systemName: isOpen ? "chevron.up" : "chevron.down")
                        .font(.system(size: 14, weight: .semibold))
                }
                .font(.system(size: 20))
                .foregroundColor(tint ?? Color.accentColor)
                .padding(.horizontal, 16)
                .frame(minHeight: 44)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.9)))
            }
            .contentShape(Rectangle())
            .onTapGesture { isOpen.toggle() }
            if isOpen {
                VStack(spacing: 0) {
                    ForEach(0..<configuration.options.count) { index in
                        PickerOptionRow(option: configuration.options[index], isSelected: index == selected) {
                            configuration.select(index)
                            isOpen = false
                        }
                    }
                }
                .fixedSize(horizontal: true, vertical: false)
                .padding(.vertical, 4)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 8, y: 2))
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}
