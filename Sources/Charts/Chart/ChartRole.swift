import SwiftUI

/// What a view inside a chart is, so that `ChartFrameLayout` knows where it goes.
enum ChartRole: Sendable, Equatable {
    case none
    /// Fills the plot area (marks, grid lines, the plot's background).
    case plot
    /// The strip under the plot where the x axis's ticks hang.
    case xTicks
    case xLabel(Double)
    case yLabel(Double)
    case legend
    case xTitle
    case yTitle
    /// A mark's annotation: the mark's index and where the view sits around it.
    case annotation(Int, AnnotationPosition, CGFloat)
    /// `chartOverlay`'s and `chartBackground`'s views: the whole chart's frame.
    case whole
}

struct ChartRoleKey: LayoutValueKey {
    static let defaultValue = ChartRole.none
}

/// A chart's model shared with its layout (read on the main actor only).
struct ChartModelReference: @unchecked Sendable {
    let model: ChartModel
}
