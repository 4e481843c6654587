import PanelBase

/// A list's content taken apart into sections of rows: each `Section` is one, and rows
/// standing between sections make a section without header of their own. Rows keep
/// the structural identity of their views (a `ForEach` row its element's id), so a row's
/// state stays with it.
struct ListSectionModel {
    struct Row {
        let key: [AnyHashable]
        let view: AnyView
        let traits: ListRowTraits
        /// Whether the row is a button (drawn across the row as iOS draws one).
        var isButton = false
    }
    let key: [AnyHashable]
    var header: AnyView?
    var footer: AnyView?
    var rows: [Row] = []
    /// The `Section` it was made from, which wraps the section's view in its modifiers.
    var source: (any ListSectionProviding)?

    /// The section's view with the modifiers of its `Section` around it.
    @MainActor
    func decorate(_ view: AnyView) -> AnyView { source?.decorateListSection(view) ?? view }

    @MainActor
    static func sections(of content: any View) -> [ListSectionModel] {
        var items: [ViewListItem] = []
        flattenViews(content, prefix: [], into: &items)
        var sections: [ListSectionModel] = []
        var loose: ListSectionModel?
        for item in items {
            if let section = item.view as? ListSectionProviding {
                if let open = loose { sections.append(open); loose = nil }
                var model = ListSectionModel(key: item.key, header: section.listHeader, footer: section.listFooter)
                model.source = section
                var rows: [ViewListItem] = []
                flattenViews(section.listContent, prefix: item.key, into: &rows)
                model.rows = rows.map(Row.init)
                sections.append(model)
            } else {
                if loose == nil { loose = ListSectionModel(key: [AnyHashable("rows")] + item.key) }
                loose?.rows.append(Row(item))
            }
        }
        if let open = loose { sections.append(open) }
        return sections
    }
}

extension ListSectionModel.Row {
    @MainActor
    init(_ item: ViewListItem) {
        let (traits, content) = ListRowTraits.read(item.view)
        self.init(key: item.key, view: AnyView(erasing: content), traits: traits, isButton: content is ListRowButton)
    }
}
