import PanelBase

/// Turns a frame where one scroll view's content moved into a pixel shift of its viewport
/// and the little that must be drawn again: the strip the content exposed, and whatever in
/// the viewport is not the old content moved (rows that changed, views drawn over the
/// scroll view, its indicators).
///
/// The shift stands for "every pixel of the viewport shows what the old frame showed
/// (dx, dy) away". Comparing the new list with the old one whose scroll content is moved
/// by (dx, dy) says where that is not so:
/// - content entries that differ once moved (a row that changed, appeared or went) are
///   redrawn, at their old moved place and their new one;
/// - entries drawn over the viewport after the scroll view do not move with it: the
///   moved copy of their old pixels and their new place are redrawn;
/// - what lies beneath the viewport must look the same wherever it is sampled: nothing (the
///   screen's background) or opaque rectangles covering the whole viewport. Anything else
///   beneath, or a scroll view inside a scaled, faded or masked group, takes the ordinary
///   path (no shift);
/// - what is drawn before the scroll view may change beside the viewport (a header's clock):
///   that is damage outside, drawn as in any frame.
enum ScrollShiftDamage {
    struct Result {
        /// The shift, with what to redraw after it.
        var shift: Frame.Shift
        /// Where the screen changed since the old frame, the shift aside: the content's old
        /// and new places (not the plain background between them) and what changed
        /// outside. A display copies this to its back buffer, and a renderer that shifts
        /// nothing draws it. Many small rectangles, unmerged.
        var screenDamage: Region
    }

    /// `moved`: the runs of `new` copied from `old` moved (when `new` was built from `old`),
    /// whose entries are known to be the old ones moved.
    static func compute(from old: DisplayList, oldKeys: [EntryKey], to new: DisplayList, newKeys: [EntryKey],
                        group key: EntryKey, dx: Int, dy: Int, moved: [MovedEntries] = []) -> Result? {
        guard dx != 0 || dy != 0,
              let oldBegin = oldKeys.firstIndex(of: key), let newBegin = newKeys.firstIndex(of: key),
              case .beginGroup(let effect) = new.entries[newBegin].item,
              old.entries[oldBegin].item == new.entries[newBegin].item,
              let clip = effect.clip, effect.opacity == 255, !effect.isScaled, !effect.isTransformed, effect.shadow == nil, effect.mask == nil
        else { return nil }
        let viewport = clip.enclosingPixels
        guard clip == FixedRect(x: Fixed(viewport.x), y: Fixed(viewport.y), width: Fixed(viewport.width), height: Fixed(viewport.height)),
              abs(dx) < viewport.width, abs(dy) < viewport.height,
              let oldEnd = groupEnd(old.entries, from: oldBegin), let newEnd = groupEnd(new.entries, from: newBegin),
              beneathIsUniform(new.entries, before: newBegin, over: viewport),
              beneathIsUniform(old.entries, before: oldBegin, over: viewport),
              changesBefore(old.entries[..<oldBegin], new.entries[..<newBegin], missing: viewport)
        else { return nil }
        var redraw: [PixelRect] = []
        func damage(_ rect: PixelRect) {
            let visible = rect.intersection(viewport)
            if !visible.isEmpty { redraw.append(visible) }
        }
        var screen: [PixelRect] = []
        screen.reserveCapacity(oldEnd - oldBegin + newEnd - newBegin)
        // What the content draws, where it was and where it is: its leaves, and the groups
        // that cast a shadow beyond them.
        func inked(_ entries: ArraySlice<DisplayList.Entry>) {
            for entry in entries {
                switch entry.item {
                case .beginGroup(let inner) where inner.shadow == nil: continue
                case .endGroup: continue
                default:
                    let visible = entry.bounds.intersection(viewport)
                    if !visible.isEmpty { screen.append(visible) }
                }
            }
        }
        inked(old.entries[(oldBegin + 1)..<oldEnd])
        inked(new.entries[(newBegin + 1)..<newEnd])
        inked(old.entries[(oldEnd + 1)...])
        inked(new.entries[(newEnd + 1)...])
        // The content, matched by key: the old entries moved against the new ones. Runs the
        // build copied moved by the shift are those already: their old entries are known.
        var match = KeyMatch(keys: oldKeys, range: (oldBegin + 1)..<oldEnd)
        let content = (newBegin + 1)..<newEnd
        var copiedFrom = [Int](repeating: -1, count: content.count)
        for copy in moved where copy.by == ContentShift(dx: dx, dy: dy) {
            for k in 0..<copy.run.count where content.contains(copy.run.start + k) {
                copiedFrom[copy.run.start + k - content.lowerBound] = copy.run.previousStart + k
            }
        }
        // A change inside a group with a shadow redraws the whole group (its shadow is the
        // layer's).
        var shadowGroups: [Int] = []
        for index in (newBegin + 1)..<newEnd {
            let entry = new.entries[index]
            if case .beginGroup(let inner) = entry.item, inner.shadow != nil { shadowGroups.append(index) }
            let source = copiedFrom[index - content.lowerBound]
            let copied = source >= 0 && oldKeys[source] == newKeys[index] && match.take(index: source)
            let before = copied ? nil : match.take(newKeys[index]).map { old.entries[$0].translated(dx: dx, dy: dy) }
            if copied || before.map({ $0 == entry || ($0.item == entry.item && entry.item.isGroupBoundary) }) == true {
                if case .endGroup = entry.item, shadowGroups.last.map({ groupEnd(new.entries, from: $0) == index }) == true {
                    _ = shadowGroups.popLast()
                }
                continue
            }
            if let outer = shadowGroups.first {
                damage(new.entries[outer].bounds)
                if let oldOuter = oldKeys.firstIndex(of: newKeys[outer]) { damage(old.entries[oldOuter].translated(dx: dx, dy: dy).bounds) }
            }
            if let before { damage(before.bounds) }
            damage(entry.bounds)
            if case .endGroup = entry.item, shadowGroups.last.map({ groupEnd(new.entries, from: $0) == index }) == true {
                _ = shadowGroups.popLast()
            }
        }
        for gone in match.untaken { damage(old.entries[gone].translated(dx: dx, dy: dy).bounds) }
        // What is drawn over the scroll view stays where it is: its old pixels moved with
        // the shift, and its new place.
        for entry in old.entries[(oldEnd + 1)...] where !entry.item.isGroupBoundary || isGroupBegin(entry) {
            damage(entry.translated(dx: dx, dy: dy).bounds)
        }
        for entry in new.entries[(newEnd + 1)...] where !entry.item.isGroupBoundary || isGroupBegin(entry) {
            damage(entry.bounds)
        }
        let shift = PixelShift(rect: viewport, dx: dx, dy: dy)
        redraw.append(contentsOf: shift.exposed)
        // Outside the viewport, what changed is found as usual (old and new lists apart
        // from the scroll view's group).
        var outsideOld = DisplayList(), outsideNew = DisplayList()
        outsideOld.entries = Array(old.entries[..<oldBegin]) + Array(old.entries[(oldEnd + 1)...])
        outsideNew.entries = Array(new.entries[..<newBegin]) + Array(new.entries[(newEnd + 1)...])
        for rect in outsideNew.damage(since: outsideOld) {
            redraw.append(rect)
            screen.append(rect)
        }
        return Result(shift: Frame.Shift(pixels: shift, damage: Region(redraw).merged()), screenDamage: Region(screen))
    }

    /// Whether what is drawn before the scroll view changed only beside its viewport (a
    /// header's clock, a status line): entry for entry, no group opened or closed, and no
    /// changed entry reaching into the viewport. Those changes are drawn as damage outside.
    static func changesBefore(_ old: ArraySlice<DisplayList.Entry>, _ new: ArraySlice<DisplayList.Entry>,
                              missing viewport: PixelRect) -> Bool {
        guard old.count == new.count else { return false }
        for (a, b) in zip(old, new) where a != b {
            guard !a.item.isGroupBoundary, !b.item.isGroupBoundary,
                  a.bounds.intersection(viewport).isEmpty, b.bounds.intersection(viewport).isEmpty
            else { return false }
        }
        return true
    }

    private static func isGroupBegin(_ entry: DisplayList.Entry) -> Bool {
        if case .beginGroup = entry.item { true } else { false }
    }

    /// The index of the `endGroup` closing the group opened at `begin`.
    static func groupEnd(_ entries: [DisplayList.Entry], from begin: Int) -> Int? {
        var depth = 0
        for index in begin..<entries.count {
            switch entries[index].item {
            case .beginGroup: depth += 1
            case .endGroup:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Whether everything drawn before `index` looks the same at every pixel of `viewport`
    /// (and the groups open there composite their content unchanged).
    static func beneathIsUniform(_ entries: [DisplayList.Entry], before index: Int, over viewport: PixelRect) -> Bool {
        var open: [GroupEffect] = []
        for entry in entries[..<index] {
            switch entry.item {
            case .beginGroup(let effect): open.append(effect)
            case .endGroup: _ = open.popLast()
            case let .fill(.rectangle, rect, color):
                guard !entry.bounds.intersection(viewport).isEmpty else { continue }
                let covers = rect.minX <= Fixed(viewport.x) && rect.minY <= Fixed(viewport.y)
                    && rect.maxX >= Fixed(viewport.maxX) && rect.maxY >= Fixed(viewport.maxY)
                // A colour over the whole viewport is the same everywhere; anything partial,
                // or see-through over something else, is not.
                guard covers, color.alpha == 255 || open.isEmpty else { return false }
            default:
                if !entry.bounds.intersection(viewport).isEmpty { return false }
            }
        }
        // Groups around the scroll view: only plain clips (a layer with an effect is drawn
        // whole, not shifted).
        return open.allSatisfy { effect in
            effect.opacity == 255 && !effect.isScaled && !effect.isTransformed && effect.shadow == nil && effect.mask == nil
                && (effect.clip.map { $0.enclosingPixels.intersection(viewport) == viewport } ?? true)
        }
    }

    /// Finds old entries by key, each at most once. Scrolled content keeps its order (rows
    /// leave at one end and come in at the other), so a search starts where the last match
    /// ended and goes forward; only content that was reordered many times over is hashed.
    struct KeyMatch {
        let keys: [EntryKey]
        let range: Range<Int>
        private var taken: [Bool]
        private var cursor: Int
        private var misses = 0
        private var byKey: [EntryKey: Int]?

        init(keys: [EntryKey], range: Range<Int>) {
            self.keys = keys
            self.range = range
            self.taken = Array(repeating: false, count: range.count)
            self.cursor = range.lowerBound
        }

        /// The index of the old entry with `key`, unless none or taken already.
        mutating func take(_ key: EntryKey) -> Int? {
            guard let index = find(key), take(index: index) else { return nil }
            return index
        }

        /// Takes the old entry at `index`, known to match; false when it is not among
        /// those matched or was taken already.
        mutating func take(index: Int) -> Bool {
            guard range.contains(index), !taken[index - range.lowerBound] else { return false }
            taken[index - range.lowerBound] = true
            cursor = index + 1
            return true
        }

        /// The old entries no key took.
        var untaken: [Int] { range.filter { !taken[$0 - range.lowerBound] } }

        private mutating func find(_ key: EntryKey) -> Int? {
            if let byKey { return byKey[key] }
            if let index = keys[cursor..<range.upperBound].firstIndex(of: key) { return index }
            misses += 1
            // Content not found ahead: new, or moved back. A few full searches are cheaper
            // than hashing every key; many are not.
            if misses <= 32 { return keys[range.lowerBound..<cursor].firstIndex(of: key) }
            var table: [EntryKey: Int] = [:]
            table.reserveCapacity(range.count)
            for index in range { table[keys[index]] = index }
            byKey = table
            return table[key]
        }
    }
}
