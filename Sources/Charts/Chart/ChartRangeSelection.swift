import SwiftUI

/// `chartXSelection(range:)` and `chartYSelection(range:)`: a drag across the plot selects
/// the values between where it started and where it is (in either direction), and lifting
/// the finger clears the range, as a range selection in Swift Charts does.
extension View {
    /// Sets `range` to the x values a drag on the plot spans while it lasts, nil after.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        environment(\.chartOverrides.selection.xRange, { start, end in
            range.wrappedValue = ChartRangeSelection.range(start, end)
        })
    }

    /// Sets `range` to the y values a drag on the plot spans while it lasts, nil after.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        environment(\.chartOverrides.selection.yRange, { start, end in
            range.wrappedValue = ChartRangeSelection.range(start, end)
        })
    }
}

enum ChartRangeSelection {
    /// The range between two plotted values, lower first (nil when either is not a `P`).
    static func range<P: Plottable & Comparable>(_ start: _PlottedValue?, _ end: _PlottedValue?) -> ClosedRange<P>? {
        guard let a = start.flatMap(P._value(plotted:)), let b = end.flatMap(P._value(plotted:)) else { return nil }
        return Swift.min(a, b)...Swift.max(a, b)
    }
}
