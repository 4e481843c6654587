import PanelBase

/// One section of a list: its header, its rows in a group, its footer.
struct ListSectionView: View {
    let section: ListSectionModel
    let appearance: ListAppearance
    @Environment(\.headerProminence) private var prominence
    @Environment(\.listRowSpacing) private var rowSpacing
    @Environment(\.listSectionSeparator) private var sectionSeparator

    private var margin: CGFloat { appearance == .insetGrouped ? ListMetrics.groupMargin : 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header, prominence == .increased {
                // A prominent header: larger, bold, in the text colour and its own case.
                header
                    .font(.title3.bold())
                    .foregroundStyle(Color.primary)
                    .padding(.leading, margin + (appearance == .plain ? ListMetrics.rowInset : 4))
                    .padding(.vertical, appearance == .plain ? 6 : 0)
                    .padding(.bottom, appearance == .plain ? 0 : ListMetrics.headerGap)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(appearance == .plain ? Color(adaptive: .groupedBackground) : Color.clear)
            } else if let header = section.header {
                // Headers in capitals, as iOS shows them (`.textCase(nil)` on a header keeps its case).
                header
                    .textCase(.uppercase)
                    .font(appearance == .plain ? .subheadline.weight(.semibold) : .footnote)
                    .foregroundStyle(Color.secondary)
                    .padding(.leading, margin + ListMetrics.rowInset)
                    .padding(.top, appearance == .plain ? 6 : 0)
                    .padding(.bottom, appearance == .plain ? 6 : ListMetrics.headerGap)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(appearance == .plain ? Color(adaptive: .groupedBackground) : Color.clear)
            }
            rows
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .padding(.leading, margin + ListMetrics.rowInset)
                    .padding(.top, ListMetrics.headerGap)
            }
        }
        .padding(.top, appearance == .plain ? 0 : ListMetrics.sectionSpacing)
    }

    @ViewBuilder private var rows: some View {
        let last = section.rows.last?.key
        let spacing = Swift.max(0, rowSpacing ?? 0)
        let apart = spacing > 0
        let appearance = self.appearance
        let sectionSeparator = self.sectionSeparator
        let group = VStack(spacing: spacing) {
            ForEach(section.rows, id: \.key) { row in
                // The last row of a group has no line below it; in a plain list every row has
                // (the section's separator, which `.listSectionSeparator(.hidden)` leaves out).
                // Rows standing apart have none.
                let separator = !apart && (row.key != last || (appearance == .plain && sectionSeparator != .hidden))
                if apart && appearance == .insetGrouped {
                    ListRowView(row: row, appearance: appearance, showsSeparator: false)
                        .clipShape(RoundedRectangle(cornerRadius: ListMetrics.cornerRadius))
                } else {
                    ListRowView(row: row, appearance: appearance, showsSeparator: separator)
                }
            }
        }
        if appearance == .insetGrouped && apart {
            group.padding(.horizontal, margin)
        } else if appearance == .insetGrouped {
            group
                .clipShape(RoundedRectangle(cornerRadius: ListMetrics.cornerRadius))
                .padding(.horizontal, margin)
        } else {
            group
        }
    }
}
