import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct DisplayListTests {
    private struct Lamp: View {
        @State var on = false
        var body: some View {
            HStack(spacing: 100) {
                Color.gray.frame(width: 50, height: 50)
                (on ? Color.yellow : Color.black).frame(width: 20, height: 20).onTapGesture { on.toggle() }
            }
        }
    }

    @Test func damageCoversOnlyWhatChanged() throws {
        let host = ViewHost(rootView: Lamp(), width: 400, height: 300)
        host.update()
        let lamp = try #require(host.fill(of: .black))
        host.tap(lamp.center, at: 0)
        #expect(host.fill(of: .yellow) == lamp)
        #expect(host.damage == [lamp.enclosingPixels])
    }

    @Test func groupsAreBalancedAndBoundTheirContentAndShadow() throws {
        let host = ViewHost(rootView: Color.red.frame(width: 20, height: 20)
            .shadow(color: .black, radius: 4, x: 0, y: 2)
            .scaleEffect(0.5), width: 100, height: 100)
        host.update()
        var depth = 0
        for entry in host.displayList.entries {
            if case .beginGroup = entry.item { depth += 1 }
            if case .endGroup = entry.item { depth -= 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
        let entries = host.displayList.entries
        // Outer group: the scale about the centre (50, 50); inner: the shadow.
        guard case .beginGroup(let scale) = entries[0].item, case .beginGroup(let shadow) = entries[1].item else {
            Issue.record("expected two groups, got \(entries)")
            return
        }
        #expect(scale.scaleX == GroupEffect.one / 2 && scale.anchor == FixedPoint(x: Fixed(50), y: Fixed(50)))
        #expect(shadow.shadow?.radius == Fixed(4))
        // The fill's bounds are scaled on screen: 10×10 around the centre.
        #expect(entries[2].bounds == PixelRect(x: 45, y: 45, width: 10, height: 10))
        // The shadow group spreads beyond its content.
        #expect(entries[1].bounds.width > 10)
    }

    @Test func mergesOverlappingDamage() {
        let rects = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 5, y: 5, width: 10, height: 10),
                     PixelRect(x: 50, y: 50, width: 1, height: 1)]
        #expect(DisplayList.merge(rects) == [PixelRect(x: 0, y: 0, width: 15, height: 15), PixelRect(x: 50, y: 50, width: 1, height: 1)])
    }

    /// The definition the merge must agree with: merge the first overlapping pair found,
    /// start again, until no two overlap (slow: n³).
    private func mergedBySearch(_ input: [PixelRect], limit: Int) -> [PixelRect] {
        var rects = input
        var merged = true
        while merged {
            merged = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i && !rects[i].intersection(rects[j]).isEmpty {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return rects.count > limit ? [rects.reduce(PixelRect.zero) { $0.union($1) }] : rects
    }

    @Test func mergingAgreesWithTheSearchOnRandomDamage() {
        var generator = SplitMix64(seed: 7)
        for round in 0..<400 {
            let count = 1 + Int(generator.next() % 40)
            let span = 20 + Int(generator.next() % 300)
            let rects = (0..<count).map { _ in
                PixelRect(x: Int(generator.next() % UInt64(span)), y: Int(generator.next() % UInt64(span)),
                          width: 1 + Int(generator.next() % 30), height: 1 + Int(generator.next() % 30))
            }
            for limit in [8, 1000] {
                #expect(DisplayList.merge(rects, limit: limit) == mergedBySearch(rects, limit: limit), "round \(round)")
            }
        }
    }

    @Test func mergingManyAgreesWithTheSearch() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<30 {
            let count = DisplayList.mergesBySweepFrom + 1 + Int(generator.next() % 100)
            // Tall columns and wide strips among small rectangles: groups that grow reach
            // others in later rounds.
            let rects = (0..<count).map { _ -> PixelRect in
                let tall = generator.next() % 9 == 0, wide = generator.next() % 9 == 0
                return PixelRect(x: Int(generator.next() % 600), y: Int(generator.next() % 600),
                                 width: wide ? 200 : Int(generator.next() % 25), height: tall ? 200 : Int(generator.next() % 25))
            }
            for limit in [8, 1000] {
                #expect(DisplayList.merge(rects, limit: limit) == mergedBySearch(rects, limit: limit), "round \(round)")
            }
        }
    }

    @Test func aGrownRectangleReachesOnesBeforeIt() {
        // The third joins the second, which then reaches the first; the fourth stays apart.
        let rects = [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 20, y: 0, width: 10, height: 10),
                     PixelRect(x: 5, y: 5, width: 20, height: 2), PixelRect(x: 100, y: 100, width: 5, height: 5)]
        #expect(DisplayList.merge(rects) == [PixelRect(x: 0, y: 0, width: 30, height: 10), PixelRect(x: 100, y: 100, width: 5, height: 5)])
    }
}
