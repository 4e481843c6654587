import SwiftUI

/// A straight line across the plot: at an x (vertical) or a y (horizontal), or between
/// two values along one axis at a value of the other.
public struct RuleMark: ChartContent {
    var mark = ChartMark(kind: .rule)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.plotted }
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.plotted }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.plotted
        mark.yStart = yStart.plotted
        mark.yEnd = yEnd.plotted
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.xStart = xStart.plotted
        mark.xEnd = xEnd.plotted
        mark.y = y.plotted
    }
}
