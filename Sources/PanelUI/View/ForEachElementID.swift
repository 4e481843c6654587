/// A `ForEach` element's id as it stands in its views' structural keys: marked, so that a
/// lookup by id (`ScrollViewProxy.scrollTo`) finds the element's views and not a view that
/// happens to stand at that position among its siblings (tuple slots are numbered).
struct ForEachElementID: Hashable {
    let id: AnyHashable
}
