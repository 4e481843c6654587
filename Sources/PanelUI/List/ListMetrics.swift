import PanelBase

/// The measures of an iOS list, in points.
enum ListMetrics {
    /// A row is at least this tall.
    static let rowMinHeight: CGFloat = 44
    /// Where a row's content (and the line below it) starts, from the group's edge.
    static let rowInset: CGFloat = 16
    /// How far inset groups stand from the list's sides.
    static let groupMargin: CGFloat = 20
    static let cornerRadius: CGFloat = 10
    /// Above each section (and below the last).
    static let sectionSpacing: CGFloat = 20
    /// Between a header and its group, and a group and its footer.
    static let headerGap: CGFloat = 6
}
