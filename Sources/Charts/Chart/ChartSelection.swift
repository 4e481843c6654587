import SwiftUI

/// What `chartXSelection(value:)` and `chartYSelection(value:)` write: the value under a
/// finger on the plot while it touches, nil once it lifts.
struct ChartSelection {
    var x: (@MainActor (_PlottedValue?) -> Void)?
    var y: (@MainActor (_PlottedValue?) -> Void)?
    /// A pie's: the running total of the sectors' values at the touched angle.
    var angle: (@MainActor (_PlottedValue?) -> Void)?
    /// What `chartXSelection(range:)` and `chartYSelection(range:)` write: the values where
    /// a drag started and where it is now (nil, nil once it lifts).
    var xRange: (@MainActor (_PlottedValue?, _PlottedValue?) -> Void)?
    var yRange: (@MainActor (_PlottedValue?, _PlottedValue?) -> Void)?

    var isEmpty: Bool { x == nil && y == nil && angle == nil && xRange == nil && yRange == nil }
}

extension View {
    /// Sets `value` to the x value under the finger while it touches the plot (and moves
    /// on it), and to nil when it lifts.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environment(\.chartOverrides.selection.x, { plotted in value.wrappedValue = plotted.flatMap(P._value(plotted:)) })
    }

    /// Sets `value` to the angle value under the finger on a pie or donut (the running sum
    /// of the sectors' values, clockwise from 12 o'clock) while it touches, nil when it lifts.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environment(\.chartOverrides.selection.angle, { plotted in value.wrappedValue = plotted.flatMap(P._value(plotted:)) })
    }

    /// Sets `value` to the y value under the finger while it touches the plot.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environment(\.chartOverrides.selection.y, { plotted in value.wrappedValue = plotted.flatMap(P._value(plotted:)) })
    }
}

/// The plot area taking the touches that select values.
struct ChartSelectionArea: View {
    let plot: ChartPlot
    let selection: ChartSelection

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    select(at: drag.location)
                    selectRange(from: drag.startLocation, to: drag.location)
                }
                .onEnded { _ in
                    selection.x?(nil)
                    selection.y?(nil)
                    selection.angle?(nil)
                    selection.xRange?(nil, nil)
                    selection.yRange?(nil, nil)
                })
    }

    /// Writes the ranges between where a drag started and where it is.
    private func selectRange(from start: CGPoint, to location: CGPoint) {
        let proxy = ChartProxy(plot: plot)
        selection.xRange?(proxy.plottedX(at: start.x), proxy.plottedX(at: location.x))
        selection.yRange?(proxy.plottedY(at: start.y), proxy.plottedY(at: location.y))
    }

    /// Writes the values under a point of the plot area (this view fills it).
    private func select(at location: CGPoint) {
        let proxy = ChartProxy(plot: plot)
        selection.x?(proxy.plottedX(at: location.x))
        selection.y?(proxy.plottedY(at: location.y))
        if let angle = selection.angle {
            // Clockwise from 12 o'clock around the plot's centre, as the sectors run.
            let size = proxy.plotSize
            let dx = Double(location.x - size.width / 2), dy = Double(location.y - size.height / 2)
            var turn = atan2(dx, -dy) / (2 * Double.pi)
            if turn < 0 { turn += 1 }
            let total = plot.model.marks.reduce(0.0) { $1.kind == .sector ? $0 + max(0, $1.angle) : $0 }
            angle(total > 0 ? .number(turn * total) : nil)
        }
    }
}
