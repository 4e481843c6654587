import PanelBase

/// The list an animation frame presented, with its model's group structure. While the
/// model stays the same (no update between frames), the next frame makes again only what
/// its animations move: the animated entries (a group whose effect moves: all it holds) and
/// the groups around them, whose bounds follow their content. Everything else is what the
/// last frame made, which is what replaying the whole model would make again. The frame's
/// damage then compares those entries only. A new model where few animations run (a
/// tap's first frame) starts from its own list the same way: its entries are what
/// replaying them would make, all but the animated ones (`forgetPatch`: that frame's damage
/// is the list diff's, against the other model shown before).
struct PresentedListCache {
    /// Lists with fewer entries than this for each animated one are replayed whole.
    static let entriesPerAnimatedEntry = 8

    /// The list last presented.
    private(set) var list: DisplayList
    /// The entries animated in it, in order.
    var animated: [Int]
    /// Per entry, the begin of the innermost group holding it (−1: none); a group's begin
    /// and end lie in the group around them.
    private let parent: [Int]
    /// Per entry: a group's begin has its end's index, an end its begin's; other entries
    /// their own.
    private let partner: [Int]
    /// The entries the last `patch` made again (ascending), with what they were before.
    private(set) var changed: [(index: Int, old: DisplayList.Entry)] = []
    /// Whether the list was patched (false: replayed whole).
    private(set) var hasPatched = false

    /// Nil when the list's groups do not pair up (such a list is always replayed whole).
    init?(list: DisplayList, animated: [Int]) {
        var parent = [Int](repeating: -1, count: list.entries.count)
        var partner = Array(list.entries.indices)
        var open: [Int] = []
        let balanced = list.entries.withUnsafeBufferPointer { entries -> Bool in
            for index in entries.indices {
                switch entries[index].item {
                case .beginGroup:
                    parent[index] = open.last ?? -1
                    open.append(index)
                case .endGroup:
                    guard let begin = open.popLast() else { return false }
                    partner[begin] = index
                    partner[index] = begin
                    parent[index] = open.last ?? -1
                default:
                    parent[index] = open.last ?? -1
                }
            }
            return open.isEmpty
        }
        guard balanced else { return nil }
        self.list = list
        self.animated = animated
        self.parent = parent
        self.partner = partner
    }

    /// Makes again the entries `replacements` name (ascending, with their items and layout
    /// bounds for this frame), the rest of the groups whose effects they are, and the
    /// groups around them; `model` gives every other entry's item and layout bounds.
    mutating func patch(_ replacements: [(index: Int, item: DisplayItem, layoutBounds: FixedRect)],
                        model: AnnotatedDisplayList) {
        // The runs to replay: an entry alone, or a whole group (its effect moves what it holds).
        var spans: [ClosedRange<Int>] = []
        for replacement in replacements {
            let index = replacement.index, other = partner[index]
            spans.append(Swift.min(index, other)...Swift.max(index, other))
        }
        spans.sort { $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.upperBound > $1.upperBound }
        var kept: [ClosedRange<Int>] = []
        for span in spans where !(kept.last.map { $0.contains(span.lowerBound) } ?? false) { kept.append(span) }
        // The groups around them, innermost (latest begin) first.
        var around: [Int] = []
        for span in kept {
            var group = parent[span.lowerBound]
            while group >= 0, !around.contains(group) {
                around.append(group)
                group = parent[group]
            }
        }
        around.sort(by: >)
        var touched: [Int] = []
        for span in kept { touched.append(contentsOf: span) }
        for group in around { touched.append(group); touched.append(partner[group]) }
        touched.sort()
        changed = touched.map { ($0, list.entries[$0]) }
        hasPatched = true

        var next = 0
        func value(at index: Int) -> (item: DisplayItem, layoutBounds: FixedRect) {
            while next < replacements.count, replacements[next].index < index { next += 1 }
            if next < replacements.count, replacements[next].index == index {
                return (replacements[next].item, replacements[next].layoutBounds)
            }
            return (model.list.entries[index].item, model.annotations[index].layoutBounds)
        }
        for span in kept {
            next = 0
            let transform = transform(at: span.lowerBound)
            if span.count == 1 {
                let (item, bounds) = value(at: span.lowerBound)
                list.entries[span.lowerBound] = DisplayList.Entry(item: item, bounds: transform.apply(bounds).enclosingPixels,
                                                                  localBounds: bounds.enclosingPixels)
                continue
            }
            var builder = DisplayListBuilder(replayingUnder: transform)
            for index in span {
                let (item, bounds) = value(at: index)
                builder.replay(item, layoutBounds: bounds, annotation: model.annotations[index])
            }
            list.entries.replaceSubrange(span, with: builder.list.entries)
        }
        for begin in around { close(begin) }
    }

    /// Forgets what the last `patch` changed: the list it patched was not the one shown
    /// before (a new model's), so the frame's damage is found by the list diff.
    mutating func forgetPatch() {
        changed = []
        hasPatched = false
    }

    /// Closes the group beginning at `begin` again from its entries, as the builder closes it.
    private mutating func close(_ begin: Int) {
        let end = partner[begin]
        guard case .beginGroup(let effect) = list.entries[begin].item else { return }
        var accumulated = PixelRect.zero, content = PixelRect.zero
        list.entries.withUnsafeBufferPointer { entries in
            for index in (begin + 1)..<end { content = content.union(entries[index].bounds) }
            // Its layer holds its items and, through their effects, its groups' layers.
            var index = begin + 1
            while index < end {
                if case .beginGroup(let inner) = entries[index].item {
                    accumulated = accumulated.union(DisplayListBuilder.held(entries[index].localBounds, by: inner))
                    index = partner[index] + 1
                } else {
                    accumulated = accumulated.union(entries[index].localBounds)
                    index += 1
                }
            }
        }
        let closed = DisplayListBuilder.closedGroup(effect, saved: transform(at: begin), holding: accumulated, content: content)
        list.entries[begin].bounds = closed.bounds
        list.entries[begin].localBounds = closed.local
        list.entries[end] = DisplayList.Entry(item: .endGroup, bounds: closed.bounds, localBounds: closed.local)
    }

    /// The transform of the groups around entry `index`.
    private func transform(at index: Int) -> DisplayListBuilder.Transform {
        var effects: [GroupEffect] = []
        var group = parent[index]
        while group >= 0 {
            if case .beginGroup(let effect) = list.entries[group].item { effects.append(effect) }
            group = parent[group]
        }
        var transform = DisplayListBuilder.Transform()
        for effect in effects.reversed() { transform = transform.applying(effect) }
        return transform
    }

    /// The pixels the last `patch` changed, as `DisplayListAnimator.damage` finds them
    /// comparing the list before it with the list after it: every other entry is the same.
    func damageOfLastPatch() -> Region {
        var changedRegion = Region()
        var damagedShadows: [Int] = []
        for (index, a) in changed {
            let b = list.entries[index]
            guard a != b else { continue }
            // A group whose effect is the same only changed with its content, whose own
            // entries say where.
            if a.item == b.item, b.item.isGroupBoundary { continue }
            if let outer = outermostShadowedGroup(around: index) {
                if !damagedShadows.contains(outer) { damagedShadows.append(outer) }
            } else {
                changedRegion.formUnion(a.bounds)
                changedRegion.formUnion(b.bounds)
            }
        }
        for index in damagedShadows.sorted() {
            // The old list's entry: what `changed` holds of it, or unchanged.
            let old = changed.first { $0.index == index }?.old ?? list.entries[index]
            changedRegion.formUnion(old.bounds)
            changedRegion.formUnion(list.entries[index].bounds)
        }
        return changedRegion.merged()
    }

    /// The outermost group with a shadow open at entry `index` when the list is read in
    /// order (a group's begin is open at itself, its end is not).
    private func outermostShadowedGroup(around index: Int) -> Int? {
        var found: Int?
        if case .beginGroup(let effect) = list.entries[index].item, effect.shadow != nil { found = index }
        var group = parent[index]
        while group >= 0 {
            if case .beginGroup(let effect) = list.entries[group].item, effect.shadow != nil { found = group }
            group = parent[group]
        }
        return found
    }
}
