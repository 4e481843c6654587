import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A binding to a collection as a collection of element bindings, and `ForEach` over one.
@MainActor
@Suite struct BindingCollectionTests {
    struct Item: Identifiable, Equatable {
        let id: String
        var count: Int
    }

    /// A binding over a plain variable, counting writes.
    final class Box {
        var items = [Item(id: "a", count: 0), Item(id: "b", count: 0), Item(id: "c", count: 0)]
        var binding: Binding<[Item]> { Binding(get: { self.items }, set: { self.items = $0 }) }
    }

    @Test func eachElementBindingReadsAndWritesItsElement() {
        let box = Box()
        let bindings = Array(box.binding)
        #expect(bindings.count == 3)
        #expect(bindings.map(\.id) == ["a", "b", "c"])
        bindings[1].wrappedValue.count = 5
        bindings[2].count.wrappedValue = 7
        #expect(box.items.map(\.count) == [0, 5, 7])
        // Reads see later changes made elsewhere.
        box.items[1].count = 9
        #expect(bindings[1].wrappedValue.count == 9)
    }

    @Test func aBindingPastTheEndAfterTheCollectionShrankNeitherTrapsNorWrites() {
        let box = Box()
        let last = box.binding[2]
        box.items.removeLast(2)
        #expect(last.wrappedValue == Item(id: "c", count: 0))
        last.wrappedValue.count = 3
        #expect(box.items == [Item(id: "a", count: 0)])
    }

    private struct Counters: View {
        @State var items = [Item(id: "a", count: 0), Item(id: "b", count: 0)]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Button("\(item.id) \(item.count)") { item.count += 1 }
                }
                ForEach($items, id: \.id) { $item in
                    Text("id form \(item.id) \(item.count)")
                }
            }
        }
    }

    @Test func forEachOverABindingGivesEachRowABindingToItsElement() throws {
        let host = ViewHost(rootView: Counters(), width: 300, height: 300)
        host.update()
        host.tap(label: "b 0", at: 1)
        host.wait(until: 2)
        #expect(host.element(labeled: "b 1") != nil)
        #expect(host.element(labeled: "a 0") != nil)
        #expect(host.visibleTexts.contains("id form b 1"))
    }
}
