import SwiftUI

/// A bar from zero to a value: vertical for a value on y, horizontal for one on x. Bars
/// of several series at the same place stack unless `.position(by:)` sets them side by side.
public struct BarMark: ChartContent {
    var mark = ChartMark(kind: .bar)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = x.plotted
        mark.y = y.plotted
        mark.width = width == .automatic ? nil : width
        mark.height = height == .automatic ? nil : height
        if stacking != .standard { mark.stacking = stacking }
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark.x = x.plotted
        mark.yStart = yStart.plotted
        mark.yEnd = yEnd.plotted
        mark.width = width == .automatic ? nil : width
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark.xStart = xStart.plotted
        mark.xEnd = xEnd.plotted
        mark.y = y.plotted
        mark.height = height == .automatic ? nil : height
    }

    /// A bar along the whole of one axis at a value of the other.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.plotted }
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.plotted }
}
