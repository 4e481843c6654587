import SwiftUI

/// What `chartXSelection(value:)` and `chartYSelection(value:)` write: the value under a
/// finger on the plot while it touches, nil once it lifts.
struct ChartSelection {
    var x: (@MainActor (_PlottedValue?) -> Void)?
    var y: (@MainActor (_PlottedValue?) -> Void)?
}

extension View {
    /// Sets `value` to the x value under the finger while it touches the plot (and moves
    /// on it), and to nil when it lifts.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        environment(\.chartOverrides.selection.x, { plotted in value.wrappedValue = plotted.flatMap(P._value(plotted:)) })
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
                .onChanged { drag in select(at: drag.location) }
                .onEnded { _ in
                    selection.x?(nil)
                    selection.y?(nil)
                })
    }

    /// Writes the values under a point of the plot area (this view fills it).
    private func select(at location: CGPoint) {
        let proxy = ChartProxy(plot: plot)
        selection.x?(proxy.plottedX(at: location.x))
        selection.y?(proxy.plottedY(at: location.y))
    }
}
