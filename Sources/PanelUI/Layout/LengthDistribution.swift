import PanelBase

/// Shares a length among lines (a grid's columns or rows) the way a stack shares its length
/// among its views: each line is offered, least flexible first, an equal part of what the
/// others have left, so what a line does not take goes to the more flexible ones.
@MainActor
enum LengthDistribution {
    /// The length of each of `count` lines for `available` (nil: each its ideal length;
    /// unbounded: each as long as it likes), `spacing` being the space between them in
    /// total. `length(index, offer)` is a line's length for an offer.
    static func distribute(_ available: Fixed?, count: Int, spacing: Fixed,
                           length: (Int, Fixed?) -> Fixed) -> [Fixed] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        if available.isInfinite { return (0..<count).map { length($0, .infinity) } }
        var flexibility: [Fixed] = []
        flexibility.reserveCapacity(count)
        for index in 0..<count { flexibility.append(length(index, .infinity) - length(index, .zero)) }
        // Least flexible first, ties in order.
        let order = (0..<count).sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var lengths = [Fixed](repeating: .zero, count: count)
        var remaining = available - spacing
        var left = count
        for index in order {
            let share = Fixed.max(.zero, remaining) / left
            let taken = length(index, share)
            lengths[index] = taken
            remaining -= taken
            left -= 1
        }
        return lengths
    }
}
