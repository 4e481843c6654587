import SwiftUI

/// The area between a line and zero (or `yStart`...`yEnd`), one per series; series stack.
public struct AreaMark: ChartContent {
    var mark = ChartMark(kind: .area)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.plotted
        mark.y = y.plotted
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard, series: PlottableValue<S>) {
        mark.x = x.plotted
        mark.y = y.plotted
        mark.series = series.plotted
        if stacking != .standard { mark.stacking = stacking }
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod) {
        mark.x = x.plotted
        mark.y = y.plotted
        if stacking != .standard { mark.stacking = stacking }
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.plotted
        mark.yStart = yStart.plotted
        mark.yEnd = yEnd.plotted
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.plotted
        mark.yStart = yStart.plotted
        mark.yEnd = yEnd.plotted
        mark.series = series.plotted
    }
}
