import PanelBase

/// A row of a list that is a button.
@MainActor
protocol ListRowButton {}

/// How a list draws a row that is a button, as iOS does: its label in the accent colour
/// (red for a destructive one) across the whole row, the row greyed while pressed.
struct ListRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .frame(maxWidth: .infinity, minHeight: ListMetrics.rowMinHeight, alignment: .leading)
            .padding(.horizontal, ListMetrics.rowInset)
            .background(configuration.isPressed ? Color(adaptive: .separator) : Color.clear)
            .contentShape(Rectangle())
    }
}
