/// What the view tree draws, in order: shapes, text and groups of effects, each with the
/// screen pixels it may touch. Two lists diff into damage rectangles; the rasterizer turns
/// a list into pixels.
public struct DisplayList: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var item: DisplayItem
        /// The pixels the item (a group: its whole content) may change, on screen.
        public var bounds: PixelRect
        /// The same in layout coordinates, before any group's scale: where a group's layer
        /// lies (its content, with nested groups' effects, shadow and clip applied).
        public var localBounds: PixelRect

        @inlinable public init(item: DisplayItem, bounds: PixelRect, localBounds: PixelRect) {
            self.item = item
            self.bounds = bounds
            self.localBounds = localBounds
        }

        /// Written out so that it can be inlined where display lists are compared.
        @inlinable public static func == (a: Entry, b: Entry) -> Bool {
            a.bounds == b.bounds && a.localBounds == b.localBounds && a.item == b.item
        }
    }

    public var entries: [Entry] = []
    public init() {}

    /// Rectangles covering every pixel that differs between `old` and this list: the
    /// items that changed, appeared or went (compared after a common prefix and suffix).
    public func damage(since old: DisplayList) -> [PixelRect] {
        let a = old.entries, b = entries
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var rects: [PixelRect] = []
        for entry in a[prefix..<(a.count - suffix)] where !entry.bounds.isEmpty { rects.append(entry.bounds) }
        for entry in b[prefix..<(b.count - suffix)] where !entry.bounds.isEmpty { rects.append(entry.bounds) }
        return DisplayList.merge(rects)
    }

    /// Merges overlapping rectangles; many small ones become their union.
    ///
    /// Every merge is forced (two groups whose unions overlap end up in one group whatever
    /// the order), so the result is the one set of disjoint unions; each sits where its
    /// first input was. A rectangle that grows is compared again with those before it and
    /// after it, so the work is about n² intersection tests, not n³ (a screen of changed
    /// text brings hundreds of rectangles).
    package static func merge(_ input: [PixelRect], limit: Int = 8) -> [PixelRect] {
        if input.count > mergesBySweepFrom { return mergeBySweep(input, limit: limit) }
        var rects = input
        var i = 0
        // Whether rects[i] grew since it was last compared with those before it.
        var grown = false
        while i < rects.count {
            var current = rects[i]
            var merged = grown
            var j = i + 1
            while j < rects.count {
                if !current.intersection(rects[j]).isEmpty {
                    current = current.union(rects[j])
                    rects.remove(at: j)
                    merged = true
                    j = i + 1
                } else {
                    j += 1
                }
            }
            rects[i] = current
            // Grown: it may now reach one already passed; that one takes it and is looked
            // at again from its place.
            if merged, let earlier = rects[..<i].firstIndex(where: { !$0.intersection(current).isEmpty }) {
                rects[earlier] = rects[earlier].union(current)
                rects.remove(at: i)
                i = earlier
                grown = true
                continue
            }
            grown = false
            i += 1
        }
        if rects.count > limit { return [rects.reduce(PixelRect.zero) { $0.union($1) }] }
        return rects
    }

    /// From how many rectangles `merge` sorts them first (a scroll frame's damage brings a
    /// few hundred: every entry of the rows in sight, before and after).
    static let mergesBySweepFrom = 24

    /// `merge` for many rectangles, with the same result: rounds of grouping the ones that
    /// overlap (found by sweeping them in order of their tops, so each is compared only
    /// with those it may reach down to), each group becoming its union where its first
    /// member stood, until a round groups nothing.
    static func mergeBySweep(_ input: [PixelRect], limit: Int) -> [PixelRect] {
        var rects = input
        while true {
            let count = rects.count
            var group = Array(0..<count)
            func root(_ index: Int) -> Int {
                var index = index
                while group[index] != index {
                    group[index] = group[group[index]]
                    index = group[index]
                }
                return index
            }
            let byTop = rects.indices.sorted { rects[$0].y < rects[$1].y || (rects[$0].y == rects[$1].y && $0 < $1) }
            var joined = false
            for (position, i) in byTop.enumerated() where !rects[i].isEmpty {
                let bottom = rects[i].maxY
                for j in byTop[(position + 1)...] {
                    if rects[j].y >= bottom { break }
                    guard !rects[i].intersection(rects[j]).isEmpty else { continue }
                    let a = root(i), b = root(j)
                    if a != b {
                        // The group is named by its first member.
                        group[Swift.max(a, b)] = Swift.min(a, b)
                        joined = true
                    }
                }
            }
            guard joined else { break }
            // A member comes after its group's first one, which then holds the union.
            var merged: [PixelRect] = []
            var slot = [Int](repeating: -1, count: count)
            for index in 0..<count {
                let first = root(index)
                if first == index {
                    slot[index] = merged.count
                    merged.append(rects[index])
                } else {
                    merged[slot[first]] = merged[slot[first]].union(rects[index])
                }
            }
            rects = merged
        }
        if rects.count > limit { return [rects.reduce(PixelRect.zero) { $0.union($1) }] }
        return rects
    }

    /// The text runs, in drawing order (tests read what is on screen through this).
    public var texts: [TextRun] {
        entries.compactMap { if case .text(let run) = $0.item { return run } else { return nil } }
    }
}
