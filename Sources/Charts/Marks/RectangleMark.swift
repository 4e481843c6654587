import SwiftUI

/// A rectangle: around a point (`width`, `height`, 20 px square by default), over a
/// category's band, or between start and end values.
public struct RectangleMark: ChartContent {
    var mark = ChartMark(kind: .rectangle)
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) { marks.list.append(mark) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark.x = x.plotted
        mark.y = y.plotted
        mark.width = width
        mark.height = height
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.xStart = xStart.plotted
        mark.xEnd = xEnd.plotted
        mark.yStart = yStart.plotted
        mark.yEnd = yEnd.plotted
    }
}
