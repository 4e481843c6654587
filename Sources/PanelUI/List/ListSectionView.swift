import PanelBase

/// One section of a list: its header, its rows in a group, its footer.
struct ListSectionView: View {
    let section: ListSectionModel
    let appearance: ListAppearance

    private var margin: CGFloat { appearance == .insetGrouped ? ListMetrics.groupMargin : 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
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
        let group = VStack(spacing: 0) {
            ForEach(section.rows, id: \.key) { row in
                // The last row of a group has no line below it; in a plain list every row has.
                ListRowView(row: row, appearance: appearance, showsSeparator: row.key != last || appearance == .plain)
            }
        }
        if appearance == .insetGrouped {
            group
                .clipShape(RoundedRectangle(cornerRadius: ListMetrics.cornerRadius))
                .padding(.horizontal, margin)
        } else {
            group
        }
    }
}
