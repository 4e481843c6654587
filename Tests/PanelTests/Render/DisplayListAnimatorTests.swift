import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Damage between presented lists, and entry identities.
@MainActor
@Suite struct DisplayListAnimatorTests {
    func list(knobX: Int, shadow: Bool) -> (DisplayList, [EntryKey]) {
        var builder = DisplayListBuilder()
        builder.add(.fill(.rectangle, rect: FixedRect(x: 0, y: 0, width: 10, height: 10), color: .black), bounds: FixedRect(x: 0, y: 0, width: 10, height: 10))
        var effect = GroupEffect()
        if shadow { effect.shadow = ShadowEffect(color: .black, radius: Fixed(4), offset: .zero) }
        builder.beginGroup(effect)
        let rect = FixedRect(x: knobX, y: 50, width: 20, height: 20)
        builder.add(.fill(.ellipse, rect: rect, color: .white), bounds: rect)
        builder.add(.fill(.rectangle, rect: FixedRect(x: 100, y: 50, width: 20, height: 20), color: .white),
                    bounds: FixedRect(x: 100, y: 50, width: 20, height: 20))
        builder.endGroup()
        let keys = (0..<builder.list.entries.count).map { EntryKey(node: 1, index: $0) }
        return (builder.list, keys)
    }

    @Test func aMovedEntryDamagesItsOldAndNewBoundsOnly() {
        let (a, keys) = list(knobX: 40, shadow: false)
        let (b, _) = list(knobX: 44, shadow: false)
        let damage = DisplayListAnimator.damage(from: a, oldKeys: keys, to: b, newKeys: keys)
        #expect(damage == [PixelRect(x: 40, y: 50, width: 24, height: 20)])
    }

    @Test func aMovedEntryUnderAShadowDamagesTheWholeGroup() {
        let (a, keys) = list(knobX: 40, shadow: true)
        let (b, _) = list(knobX: 44, shadow: true)
        let damage = DisplayListAnimator.damage(from: a, oldKeys: keys, to: b, newKeys: keys)
        let group = b.entries[1].bounds
        #expect(damage.contains { $0.union(group) == $0 }, "damage \(damage), group \(group)")
    }

    @Test func identitiesAreNotReusedByANewNode() {
        let kept = ViewNode()
        var serials = Set<Int>()
        for _ in 0..<100 { serials.insert(ViewNode().drawing.entrySerial) }
        #expect(serials.count == 100 && !serials.contains(kept.drawing.entrySerial))
    }

    @Test func entriesAreNamedByTheirNodeAndTheirPlaceAmongItsEntries() {
        let a = ViewNode(), b = ViewNode()
        let rect = FixedRect(x: 0, y: 0, width: 4, height: 4)
        func build() -> [EntryKey] {
            var builder = DisplayListBuilder.trackingIdentities()
            builder.add(.fill(.rectangle, rect: rect, color: .black), bounds: rect, owner: a)
            builder.add(.fill(.rectangle, rect: rect, color: .black), bounds: rect, owner: b)
            builder.add(.fill(.rectangle, rect: rect, color: .black), bounds: rect, owner: a)
            return builder.annotatedList.annotations.map(\.key)
        }
        let expected = [EntryKey(node: a.drawing.entrySerial, index: 0), EntryKey(node: b.drawing.entrySerial, index: 0),
                        EntryKey(node: a.drawing.entrySerial, index: 1)]
        #expect(build() == expected)
        // Each build counts afresh.
        #expect(build() == expected)
    }

    /// A list of `count` squares, each made by its own node, moved right by `shift`.
    private func squares(_ nodes: [ViewNode], shift: Int) -> AnnotatedDisplayList {
        var builder = DisplayListBuilder.trackingIdentities()
        for (index, node) in nodes.enumerated() {
            let rect = FixedRect(x: Fixed(index * 12 + shift), y: Fixed(10), width: Fixed(10), height: Fixed(10))
            builder.add(.fill(.rectangle, rect: rect, color: .black), bounds: rect, owner: node)
        }
        return builder.annotatedList
    }

    @Test(arguments: [5, 40])
    func everyEntryThatMovesInAnAnimatedChangeAnimates(count: Int) {
        // Few changed entries are found through a short list, many through a table.
        let nodes = (0..<count).map { _ in ViewNode() }
        var animator = DisplayListAnimator()
        let before = squares(nodes, shift: 0), after = squares(nodes, shift: 6)
        animator.commit(from: before, to: after, transaction: Transaction(animation: .linear(duration: 0.2)), at: MonotonicTime(seconds: 1))
        #expect(animator.animatedEntryCount == count)
        // Without an animation they jump: nothing runs.
        var still = DisplayListAnimator()
        still.commit(from: before, to: after, transaction: nil, at: MonotonicTime(seconds: 1))
        #expect(still.isEmpty)
    }
}
