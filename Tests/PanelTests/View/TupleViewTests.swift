import Testing
@testable import PanelBase
@testable import PanelUI

/// A tuple view keeps its views in a shared box; its public `value` reads and writes them.
@MainActor
@Suite struct TupleViewTests {
    private func texts(of view: any View) -> [String] {
        var items: [ViewListItem] = []
        flattenViews(view, prefix: [], into: &items)
        return items.compactMap { ($0.view as? Text)?.content }
    }

    @Test func valueReadsAndWritesTheViews() {
        var tuple = TupleView(elements: Text("a"), Text("b"))
        #expect(tuple.value.0.content == "a" && tuple.value.1.content == "b")
        #expect(texts(of: tuple) == ["a", "b"])
        let copy = tuple
        tuple.value = (Text("c"), Text("d"))
        #expect(texts(of: tuple) == ["c", "d"])
        // A copy made before keeps what it had.
        #expect(texts(of: copy) == ["a", "b"])
        #expect(copy.value.0.content == "a")
    }
}
