/// Merging a region's overlapping rectangles, as a frame's damage is merged before it is
/// drawn: fewer, disjoint rectangles, each redrawn once.
extension Region {
    /// The same pixels and more, as disjoint rectangles: overlapping ones merged into their
    /// union; past `limit` of those, their one bounding rectangle.
    ///
    /// Every merge is forced (two groups whose unions overlap end up in one group whatever
    /// the order), so the result is the one set of disjoint unions; each sits where its
    /// first input was. A rectangle that grows is compared again with those before it and
    /// after it, so the work is about n² intersection tests, not n³ (a screen of changed
    /// text brings hundreds of rectangles).
    public func merged(limit: Int = 8) -> Region {
        if rects.count > Region.mergesBySweepFrom { return Region(Region.mergeBySweep(rects, limit: limit)) }
        var rects = self.rects
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
        if rects.count > limit { return Region(rects.reduce(PixelRect.zero) { $0.union($1) }) }
        return Region(rects)
    }

    /// From how many rectangles `merged` sorts them first (a scroll frame's damage brings a
    /// few hundred: every entry of the rows in sight, before and after).
    static let mergesBySweepFrom = 24

    /// `merged` for many rectangles, with the same result: rounds of grouping the ones that
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
}
