import SwiftUI

/// Points joined by a line, one line per series (`series:` or `.foregroundStyle(by:)`).
public struct LineMark: ChartContent {
    var mark = ChartMark(kind: .line)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.plotted
        mark.y = y.plotted
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.plotted
        mark.y = y.plotted
        mark.series = series.plotted
    }
}
