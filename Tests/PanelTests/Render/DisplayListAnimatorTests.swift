import Testing
@testable import Panel

/// Damage between presented lists, and entry identities.
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

    @Test func identitiesAreNotReusedByANewNodeAtTheSameAddress() {
        let identities = EntryIdentities()
        final class Node {}
        let kept = Node()
        let first = identities.serial(of: kept)
        #expect(identities.serial(of: kept) == first)
        var serials = Set<Int>()
        for _ in 0..<100 { serials.insert(identities.serial(of: Node())) }
        #expect(serials.count == 100 && !serials.contains(first))
    }
}
