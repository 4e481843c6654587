import SwiftUI

/// A chart's scales and plot area, as Swift Charts' `ChartProxy`: given to
/// `chartOverlay` and `chartBackground`, it turns positions in the plot area into values
/// and back. Positions are from the plot area's top-left corner; read the area's frame in
/// a `GeometryReader` with `geometry[proxy.plotFrame!]`.
@MainActor
public struct ChartProxy {
    let plot: ChartPlot

    /// The plot area (nil before the chart is laid out).
    public var plotFrame: Anchor<CGRect>? { plot.screenRect.map { Anchor(screenValue: $0) } }

    /// The plot area (an empty rectangle before the chart is laid out).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(screenValue: plot.screenRect ?? .zero) }

    public var plotSize: CGSize { plot.screenRect?.size ?? .zero }
    public var plotAreaSize: CGSize { plotSize }

    /// The x value at `position` points from the plot area's leading edge.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        plotted(at: position, length: plotSize.width, scale: plot.model.x, fromBottom: false).flatMap(P._value(plotted:))
    }

    /// The y value at `position` points from the plot area's top.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let scale = plot.model.y else { return nil }
        return plotted(at: position, length: plotSize.height, scale: scale, fromBottom: scale.band == nil).flatMap(P._value(plotted:))
    }

    /// The x and y values at a point of the plot area.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Where `value` lies across the plot area, from its leading edge.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        plot.model.position(PlottedDatum(value: value._plottedValue, unit: nil), x: true, in: plotSize)
    }

    /// Where `value` lies down the plot area, from its top.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        plot.model.position(PlottedDatum(value: value._plottedValue, unit: nil), x: false, in: plotSize)
    }

    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` points from the plot area's leading edge, as plotted.
    func plottedX(at position: CGFloat) -> _PlottedValue? {
        plotted(at: position, length: plotSize.width, scale: plot.model.x, fromBottom: false)
    }

    /// The y value at `position` points from the plot area's top, as plotted.
    func plottedY(at position: CGFloat) -> _PlottedValue? {
        guard let scale = plot.model.y else { return nil }
        return plotted(at: position, length: plotSize.height, scale: scale, fromBottom: scale.band == nil)
    }

    /// The value of `scale` at `position` along an axis `length` long.
    private func plotted(at position: CGFloat, length: CGFloat, scale: PlotScale?, fromBottom: Bool) -> _PlottedValue? {
        guard let scale, length > 0, position.isFinite else { return nil }
        var fraction = Double(position / length)
        if fromBottom { fraction = 1 - fraction }
        switch scale.kind {
        case .continuous(let lower, let upper, let isDate):
            let value = lower + fraction * (upper - lower)
            return isDate ? .date(value) : .number(value)
        case .categorical(let names):
            guard !names.isEmpty, fraction >= 0, fraction < 1 else { return nil }
            return .category(names[Swift.min(names.count - 1, Int(fraction * Double(names.count)))])
        }
    }
}

/// A chart's model and where its plot area was last placed on the screen, shared by the
/// chart's layout (which places it) and its proxy (which reads it).
final class ChartPlot: @unchecked Sendable {
    let model: ChartModel
    var screenRect: CGRect?

    init(model: ChartModel) { self.model = model }
}

extension View {
    /// A view over the chart, made with its proxy (to read values under touches).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        environment(\.chartOverrides.overlay, { AnyView(content($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)) })
    }

    /// A view behind the chart, made with its proxy.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        environment(\.chartOverrides.background, {
            AnyView(content($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        })
    }
}
