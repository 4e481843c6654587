import PanelBase

/// A `ForEach` whose rows a list lets the user delete (`onDelete`): each row's swipe to
/// the left reveals a Delete button that reports the row's position. Outside a list it
/// is the `ForEach` it wraps.
public struct _OnDeleteForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, ViewListConvertible {
    let base: ForEach<Data, ID, Content>
    let action: ((IndexSet) -> Void)?

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }

    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        guard let action else { return base.flatten(prefix: prefix, into: &items) }
        for (offset, element) in base.data.enumerated() {
            var rows: [ViewListItem] = []
            flattenViews(base.content(element), prefix: prefix + [AnyHashable(base.id(element))], into: &rows)
            for row in rows {
                let delete: @MainActor () -> Void = { action(IndexSet(integer: offset)) }
                items.append(ViewListItem(key: row.key, view: deletable(row.view, delete)))
            }
        }
    }
}

/// `view` as a row that `delete` deletes.
@MainActor
private func deletable<V: View>(_ view: V, _ delete: @escaping @MainActor () -> Void) -> any View {
    view.modifier(_OnDeleteRowModifier(delete: delete))
}

struct _OnDeleteRowModifier: ListRowTraitModifier {
    let delete: @MainActor () -> Void
    func body(content: Content) -> some View { content }
    func apply(to traits: inout ListRowTraits) { traits.delete = delete }
}

extension ForEach where Content: View {
    /// Lets the user delete this `ForEach`'s rows in a list: a swipe to the left reveals a
    /// red Delete button, and tapping it (or swiping across most of the row) calls
    /// `action` with the row's position in `data`. Remove the element there
    /// (`items.remove(atOffsets: offsets)`) to take the row away. Nil: rows are not deletable.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _OnDeleteForEach<Data, ID, Content> {
        _OnDeleteForEach(base: self, action: action)
    }
}
