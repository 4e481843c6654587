import SwiftUI

/// A slice of a pie or donut: its angle is its share of all the sectors' values,
/// clockwise from 12 o'clock, in the order written.
public struct SectorMark: ChartContent {
    var mark = ChartMark(kind: .sector)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        mark.angle = angle.plotted.value.continuous ?? 0
        mark.innerRadius = innerRadius == .automatic ? .ratio(0) : innerRadius
        mark.outerRadius = outerRadius == .automatic ? .ratio(1) : outerRadius
        mark.angularInset = angularInset ?? 0
    }
}
