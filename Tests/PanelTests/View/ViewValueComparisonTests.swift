import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A view of plain values too large for an `any View`'s inline buffer: held in a box.
private struct Gauge: View {
    var level = 0.0, minimum = 0.0, maximum = 1.0, warning = 0.8
    var body: some View { Text("\(level)") }
}

private final class Model { var title = "" }
private struct HoldsModel: View {
    let model: Model
    var body: some View { Text(model.title) }
}

/// Whether two views are the same value by their type's layout, read in place and, as a
/// node reads them, from `any View` containers: the two readings agree.
@MainActor
func isSameValue<V: View>(_ a: V, _ b: V, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let layout = ViewValueComparison.layout(of: V.self) else { return false }
    var x = a, y = b
    let inPlace = ViewValueComparison.isSame(&x, &y, by: layout)
    #expect(KeptViewValue(a).isSame(as: b, by: layout.heldAsAnyView) == inPlace, sourceLocation: sourceLocation)
    return inPlace
}

/// Telling a view's new value from its last one by the bytes, strings and nested views
/// it stores, and leaving the subtree of an unchanged value as it is.
@MainActor
@Suite struct ViewValueComparisonTests {
    @Test func aModifierChainOfPlainValuesIsTheSameValueWhenRebuiltAlike() {
        func chain(_ text: String = "Label", padding: Double = 8, color: Color = .red, size: Double = 14) -> some View {
            Text(text).font(.system(size: size)).padding(padding).background(Color.blue).background(color).opacity(0.5)
        }
        #expect(isSameValue(chain(), chain()))
        #expect(!isSameValue(chain(), chain("Other")))
        #expect(!isSameValue(chain(), chain(padding: 9)))
        #expect(!isSameValue(chain(), chain(color: .green)))
        // The font is an environment write: its key and value decide.
        #expect(!isSameValue(chain(), chain(size: 15)))
    }

    @Test func stringsWithTheSameTextInOtherStorageAreTheSame() {
        // Too long to be stored in the string itself: two separate buffers.
        let long = String(repeating: "panel ", count: 8)
        let first = Text(long + "!"), second = Text(long + "!")
        #expect(isSameValue(first, second))
        #expect(!isSameValue(first, Text(long + "?")))
    }

    @Test func viewsHeldAsAnyViewAreComparedByTheirOwnValue() {
        // Gauge does not fit the inline buffer: its value is read from the heap box.
        #expect(MemoryLayout<Gauge>.size > 3 * MemoryLayout<Int>.size)
        #expect(isSameValue(AnyView(Gauge(level: 0.5)), AnyView(Gauge(level: 0.5))))
        #expect(!isSameValue(AnyView(Gauge(level: 0.5)), AnyView(Gauge(level: 0.6))))
        #expect(!isSameValue(AnyView(Gauge(warning: 0.7)), AnyView(Gauge(warning: 0.8))))
        // Inline values, and another type inside.
        #expect(isSameValue(AnyView(Text("a")), AnyView(Text("a"))))
        #expect(!isSameValue(AnyView(Text("a")), AnyView(Text("b"))))
        #expect(!isSameValue(AnyView(Text("a")), AnyView(Color.red)))
    }

    @Test func viewsHoldingClosuresOrReferencesAreNeverTheSame() {
        let model = Model()
        #expect(ViewValueComparison.layout(of: HoldsModel.self) == nil)
        #expect(!isSameValue(HoldsModel(model: model), HoldsModel(model: model)))
        let tap = Text("Tap").onTapGesture {}
        #expect(!isSameValue(tap, tap))
        // A closure anywhere in a chain: the whole chain counts as changed.
        let chain = Text("Tap").onTapGesture {}.padding(4)
        #expect(!isSameValue(chain, chain))
    }

    /// Taps "bump" to re-evaluate the body; returns how many nodes took a new value.
    private func nodeUpdatesOfABump(_ host: ViewHost) -> Int {
        let before = host.graph.nodeUpdates
        host.tap(label: "bump", at: 1)
        host.update()
        return host.graph.nodeUpdates - before
    }

    private struct Counter<Unchanged: View>: View {
        @State var n = 0
        let unchanged: Unchanged
        var body: some View {
            VStack(alignment: .leading) {
                Text("bump").onTapGesture { n += 1 }
                Text("Inset").padding(Double(n) * 10).background(Color.red)
                Text("Sized").font(.system(size: 12 + Double(n) * 4))
                unchanged
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func anUnchangedPartOfAReEvaluatedBodyIsLeftAsItIs() {
        let unchanged = Text("Same").padding(4).background(Color.blue).opacity(0.5)
        let compared = ViewHost(rootView: Counter(unchanged: unchanged), width: 300, height: 300)
        compared.update()
        // The same part with a closure at its bottom is updated level by level.
        let closure = Text("Same").onTapGesture {}.padding(4).background(Color.blue).opacity(0.5)
        let updated = ViewHost(rootView: Counter(unchanged: closure), width: 300, height: 300)
        updated.update()
        // Its opacity, background, padding and gesture nodes; the text and the colour
        // below them are the same values again in both.
        #expect(nodeUpdatesOfABump(updated) - nodeUpdatesOfABump(compared) == 4)
    }

    @Test func aChangeDeepInAChainStillReachesItsNode() throws {
        let host = ViewHost(rootView: Counter(unchanged: EmptyView()), width: 300, height: 300)
        host.update()
        let inset = try #require(host.frames(ofText: "Inset").first)
        let sized = try #require(host.frames(ofText: "Sized").first)
        _ = nodeUpdatesOfABump(host)
        let movedInset = try #require(host.frames(ofText: "Inset").first)
        let grownSized = try #require(host.frames(ofText: "Sized").first)
        #expect(movedInset.minX == inset.minX + Fixed(10))
        #expect(grownSized.height > sized.height)
    }

    @Test func shapesFilledOrStrokedInAnyStyleAreComparedByValue() {
        #expect(isSameValue(Circle().fill(Color.red), Circle().fill(Color.red)))
        #expect(!isSameValue(Circle().fill(Color.red), Circle().fill(Color.blue)))
        #expect(isSameValue(Capsule().stroke(lineWidth: 2), Capsule().stroke(lineWidth: 2)))
        #expect(!isSameValue(Capsule().stroke(lineWidth: 2), Capsule().stroke(lineWidth: 3)))
        // A stroke style holds its dashes in an array: compared by its own value.
        let dashed = StrokeStyle(lineWidth: 2, dash: [4, 2])
        #expect(isSameValue(Rectangle().stroke(style: dashed), Rectangle().stroke(style: dashed)))
        #expect(!isSameValue(Rectangle().stroke(style: dashed), Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 3]))))
        #expect(!isSameValue(Rectangle().stroke(style: dashed), Rectangle().stroke(style: StrokeStyle(lineWidth: 2))))
    }
}
