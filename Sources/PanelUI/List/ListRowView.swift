import PanelBase

/// One row of a list: its content leading, at least 44 points tall, on the row
/// background, with the separator line below it inset to where the content starts.
struct ListRowView: View {
    let row: ListSectionModel.Row
    let appearance: ListAppearance
    let showsSeparator: Bool

    @ViewBuilder var body: some View {
        if row.traits.isSwipeable {
            SwipeableRow(row: AnyView(drawn), key: AnyHashable(row.key), traits: row.traits)
        } else {
            drawn
        }
    }

    /// The row as it stands when not swiped.
    private var drawn: some View {
        content
            .background(background)
            .overlay(alignment: .bottomLeading) {
                if showsSeparator && row.traits.separator != .hidden {
                    Color(adaptive: .separator)
                        .frame(height: 1)
                        .padding(.leading, row.traits.insets?.leading ?? ListMetrics.rowInset)
                }
            }
    }

    /// The row's view, leading, across the row, at least 44 points tall; a button takes the
    /// whole row (its pressed shade reaches the row's edges).
    @ViewBuilder private var content: some View {
        if row.isButton {
            row.view
                .buttonStyle(ListRowButtonStyle())
        } else if let insets = row.traits.insets {
            badged
                .environment(\.isListRow, true)
                .padding(insets)
                .frame(maxWidth: .infinity, minHeight: ListMetrics.rowMinHeight, alignment: .leading)
        } else {
            badged
                .environment(\.isListRow, true)
                .frame(maxWidth: .infinity, minHeight: ListMetrics.rowMinHeight, alignment: .leading)
                .padding(.horizontal, ListMetrics.rowInset)
        }
    }

    /// The row's view, with its badge at the trailing edge in the secondary colour.
    @ViewBuilder private var badged: some View {
        if let badge = row.traits.badge {
            // The badge takes what it needs first; the row's view has the rest.
            HStack(spacing: 8) {
                row.view.frame(maxWidth: .infinity, alignment: .leading)
                badge.foregroundStyle(Color.secondary)
            }
        } else {
            row.view
        }
    }

    private var background: AnyView {
        if let custom = row.traits.background { return custom }
        return AnyView(appearance == .plain ? Color(adaptive: .background) : Color(adaptive: .groupedRowBackground))
    }
}

private struct IsListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Inside a row of a list: navigation links there show a chevron and take the whole row.
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}
