import SwiftUI

/// A symbol at a point (a circle unless `.symbol` says otherwise).
public struct PointMark: ChartContent {
    var mark = ChartMark(kind: .point)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.plotted
        mark.y = y.plotted
    }

    /// A point at the middle of the other axis.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.plotted }
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.plotted }
}
