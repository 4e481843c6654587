import PanelBase

/// SwiftUI's rule for the columns of a lazy grid (rows of a horizontal one): fixed items
/// take their length first, with every item's spacing; then each flexible or adaptive
/// item, in order, gets an equal share of what is left. A flexible item keeps its share
/// within its bounds; an adaptive one fits as many columns of at least its minimum as the
/// share holds (at least one), with its spacing between them, and shares the share out.
struct GridTrack: Equatable {
    var start: Fixed
    var length: Fixed
    var alignment: Alignment?
}

@MainActor
enum GridItemSizing {
    static func spacing(_ item: GridItem) -> Fixed { item.spacing.map { Fixed(Swift.max(0, $0)) } ?? StackNode.defaultSpacing }

    /// The tracks for `available` length (nil: no length offered: flexible items take
    /// their minimum, adaptive ones one track of their minimum).
    static func tracks(_ items: [GridItem], available: Fixed?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        var lengths: [[Fixed]] = Array(repeating: [], count: items.count)
        var remaining = available.map { $0.isInfinite ? Fixed.infinity : $0 }
        var flexibleCount = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining = remaining.map { $0 - spacing(item) } }
            if case .fixed(let length) = item.size {
                let fixed = Fixed.finite(length)
                lengths[index] = [fixed]
                remaining = remaining.map { $0 - fixed }
            } else {
                flexibleCount += 1
            }
        }
        var left = flexibleCount
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                let low = Fixed.finite(minimum), high = Fixed.max(low, Fixed.finite(maximum))
                let share = remaining.map { Fixed.max(.zero, $0) / left } ?? low
                let length = share.isInfinite ? (high.isInfinite ? low : high) : Fixed.min(Fixed.max(share, low), high)
                lengths[index] = [length]
                remaining = remaining.map { $0 - length }
            case .adaptive(let minimum, let maximum):
                let low = Fixed.max(Fixed.one, Fixed.finite(minimum)), high = Fixed.max(low, Fixed.finite(maximum))
                let gap = spacing(item)
                guard let total = remaining.map({ Fixed.max(.zero, $0) / left }), !total.isInfinite else {
                    lengths[index] = [low]
                    remaining = remaining.map { $0 - low }
                    left -= 1
                    continue
                }
                // n columns need n·low + (n − 1)·gap.
                let count = Swift.max(1, (total + gap).raw / (low + gap).raw)
                // One column too narrow for its minimum still takes the minimum, as a
                // flexible item does.
                let length = count == 1 ? Fixed.min(high, Fixed.max(total, low))
                    : Fixed.min(high, Fixed(raw: Swift.max(0, (total - gap * (count - 1)).raw / count)))
                lengths[index] = [Fixed](repeating: length, count: count)
                remaining = remaining.map { $0 - length * count - gap * (count - 1) }
            }
            left -= 1
        }
        var tracks: [GridTrack] = []
        var position = Fixed.zero
        for (index, item) in items.enumerated() {
            for (n, length) in lengths[index].enumerated() {
                if n > 0 { position += spacing(item) }
                tracks.append(GridTrack(start: position, length: length, alignment: item.alignment))
                position += length
            }
            position += spacing(item)
        }
        return tracks
    }
}
