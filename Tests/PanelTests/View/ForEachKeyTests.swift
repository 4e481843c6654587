import Testing
@testable import PanelBase
@testable import PanelUI

/// The keys a `ForEach` gives its elements' views: the same id, the same key, so a row
/// keeps its node and state across updates of its list.
@MainActor
@Suite struct ForEachKeyTests {
    @Test func anIdsKeyIsTheSameEveryTimeAndItsOwn() {
        for id in [0, 1, 17, ForEachElementID.keptIntegerKeyArrays - 1, ForEachElementID.keptIntegerKeyArrays, -3] {
            let first = ForEachElementID.keyArray(for: id), second = ForEachElementID.keyArray(for: id)
            #expect(first == second)
            #expect(first == [ForEachElementID.key(for: id)])
            #expect(first != ForEachElementID.keyArray(for: id + 1))
        }
        // Kept ids share one array: its storage is the same.
        let kept = ForEachElementID.keyArray(for: 5), again = ForEachElementID.keyArray(for: 5)
        #expect(kept.withUnsafeBufferPointer { $0.baseAddress } == again.withUnsafeBufferPointer { $0.baseAddress })
        // Ids past the bound are made each time: a long list keeps no array per id it meets.
        let past = ForEachElementID.keyArray(for: ForEachElementID.keptIntegerKeyArrays + 3)
        let pastAgain = ForEachElementID.keyArray(for: ForEachElementID.keptIntegerKeyArrays + 3)
        #expect(past == pastAgain)
        #expect(past.withUnsafeBufferPointer { $0.baseAddress } != pastAgain.withUnsafeBufferPointer { $0.baseAddress })
        // Other id types: equal by value, and never equal to an integer's or a slot's key.
        #expect(ForEachElementID.keyArray(for: "5") == ForEachElementID.keyArray(for: "5"))
        #expect(ForEachElementID.keyArray(for: "5") != kept)
        #expect(kept != [AnyHashable(5)])
    }

    @Test func rowsOfARangeKeepTheirStateAcrossUpdates() {
        struct Row: View {
            let index: Int
            let tick: Int
            @State var taps = 0
            var body: some View { Text("row \(index) tapped \(taps) at \(tick)").onTapGesture { taps += 1 } }
        }
        struct Rows: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Text("tick \(tick)").onTapGesture { tick += 1 }
                    VStack { ForEach(0..<4) { Row(index: $0, tick: tick) } }
                }
            }
        }
        let host = ViewHost(rootView: Rows(), width: 400, height: 300)
        host.update()
        host.tap(label: "row 2 tapped 0 at 0", at: 0)
        host.tap(label: "tick 0", at: 1)
        host.tap(label: "tick 1", at: 2)
        #expect(host.visibleTexts == ["tick 2", "row 0 tapped 0 at 2", "row 1 tapped 0 at 2", "row 2 tapped 1 at 2", "row 3 tapped 0 at 2"])
    }
}
