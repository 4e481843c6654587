import PanelBase

/// A tree of identified data shown as nested disclosure groups: an element whose children
/// (at the `children` key path) are not nil is a `DisclosureGroup` labelled with its
/// content, holding its children's rows; an element whose children are nil is a leaf, just
/// its content. An empty, non-nil collection of children is still a group (a folder with
/// nothing in it).
///
/// Each group keeps whether it is open itself, under its element's id, so it stays open
/// while the data changes around it. In a `List` (or a stack) each top-level element is one
/// row, as a `ForEach` of them would be.
@MainActor
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let row: (Data.Element) -> AnyView
}

extension OutlineGroup where Parent: View, Leaf == Parent, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of the elements of `data` and, under each, of its children.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// An outline of the elements of `data`, identified by the property at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// An outline of one root element and, under it, of its children.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// An outline of one root element, identified by the property at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    private init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                 content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.id = id
        self.row = { element in Self.row(for: element, depth: 0, id: id, children: children, content: content) }
    }

    /// An element's view: a group over its children's rows, or its content alone.
    @MainActor
    private static func row(for element: Data.Element, depth: Int, id: KeyPath<Data.Element, ID>,
                            children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf) -> AnyView {
        guard let kids = element[keyPath: children] else {
            // A nested leaf is as tall as the groups beside it (a row a finger can hit);
            // a top-level one is sized by the list row or stack it is in.
            if depth == 0 { return AnyView(content(element)) }
            return AnyView(content(element).frame(maxWidth: .infinity, minHeight: 44, alignment: .leading))
        }
        return AnyView(DisclosureGroup {
            OutlineSubgroupChildren(AnyView(ForEach(kids, id: id) { kid in
                row(for: kid, depth: depth + 1, id: id, children: children, content: content)
            }))
        } label: {
            content(element)
        })
    }
}

extension OutlineGroup: View, ViewListConvertible where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View { rows }

    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        rows.flatten(prefix: prefix, into: &items)
    }

    /// A row for each top-level element.
    private var rows: ForEach<[Data.Element], ID, AnyView> { ForEach(roots, id: id, content: row) }
}
