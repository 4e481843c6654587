import PanelBase

/// One option of a menu or inline picker: a check mark when selected, then the option;
/// the whole row takes the tap.
struct PickerOptionRow: View {
    let option: PickerOption
    let isSelected: Bool
    let action: @MainActor () -> Void
    @Environment(\.tint) private var tint

    static var height: CGFloat { 44 }

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "checkmark")
                .font(.system(size: 18, weight: .semibold))
                .foregroundColor(tint ?? Color.accentColor)
                .opacity(isSelected ? 1 : 0)
                .frame(width: 22)
            option.view
                .font(.system(size: 20))
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 14)
        .frame(minHeight: Self.height)
        .contentShape(Rectangle())
        .onTapGesture { action() }
    }
}
