import SwiftUI

/// What the chart modifiers set (`chartXScale`, `chartYAxis`, `chartLegend`...), carried
/// to the `Chart` below them through the environment.
struct ChartOverrides {
    var xDomain: _ScaleDomainValue?
    var yDomain: _ScaleDomainValue?
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xAxisLabel: AnyView?
    var yAxisLabel: AnyView?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var foregroundStyleScale: [(name: String, style: AnyShapeStyle)]?
    /// `chartOverlay` and `chartBackground`: views over and under the whole chart.
    var overlay: (@MainActor (ChartProxy) -> AnyView)?
    var background: (@MainActor (ChartProxy) -> AnyView)?
    var selection = ChartSelection()
}

private struct ChartOverridesKey: EnvironmentKey {
    static var defaultValue: ChartOverrides { ChartOverrides() }
}

extension EnvironmentValues {
    var chartOverrides: ChartOverrides {
        get { self[ChartOverridesKey.self] }
        set { self[ChartOverridesKey.self] = newValue }
    }
}

/// The plot area, as `chartPlotStyle`'s closure receives it: modify it (`.background`,
/// `.border`) to style what is behind the marks.
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

extension View {
    /// The x scale's domain: a range (`0...100`, `start...end`) or categories (`["A", "B"]`).
    public func chartXScale<D: ScaleDomain>(domain: D) -> some View {
        environment(\.chartOverrides.xDomain, domain._scaleDomain)
    }

    public func chartYScale<D: ScaleDomain>(domain: D) -> some View {
        environment(\.chartOverrides.yDomain, domain._scaleDomain)
    }

    public func chartXAxis(_ visibility: Visibility) -> some View {
        environment(\.chartOverrides.xAxis.visibility, visibility)
    }

    public func chartYAxis(_ visibility: Visibility) -> some View {
        environment(\.chartOverrides.yAxis.visibility, visibility)
    }

    /// The x axis's marks: `chartXAxis { AxisMarks(values: .stride(by: .hour, count: 6)) }`.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        var list: [AnyAxisMarks] = []
        AnyAxisMarks.collect(content(), into: &list)
        return environment(\.chartOverrides.xAxis.marks, list)
    }

    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        var list: [AnyAxisMarks] = []
        AnyAxisMarks.collect(content(), into: &list)
        return environment(\.chartOverrides.yAxis.marks, list)
    }

    /// A title under the x axis.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        environment(\.chartOverrides.xAxisLabel, AnyView(Text(String(label))))
    }

    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        environment(\.chartOverrides.xAxisLabel, AnyView(content()))
    }

    /// A title beside the y axis (above the plot, at its trailing end).
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        environment(\.chartOverrides.yAxisLabel, AnyView(Text(String(label))))
    }

    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        environment(\.chartOverrides.yAxisLabel, AnyView(content()))
    }

    public func chartLegend(_ visibility: Visibility) -> some View {
        environment(\.chartOverrides.legendVisibility, visibility)
    }

    /// Where the legend goes: below the plot (`.bottom`, the default) or above it (`.top`).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View {
        environment(\.chartOverrides.legendPosition, position)
    }

    /// The style of each value of `.foregroundStyle(by:)`: `["Indoor": .orange, "Outdoor": .blue]`.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<Value, S>) -> some View {
        environment(\.chartOverrides.foregroundStyleScale, mapping.map { ($0.key._plottedValue.text, AnyShapeStyle($0.value)) })
    }

    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(_ mapping: [Value: S]) -> some View {
        let pairs = mapping.map { ($0.key._plottedValue.text, AnyShapeStyle($0.value)) }.sorted { $0.0 < $1.0 }
        return environment(\.chartOverrides.foregroundStyleScale, pairs)
    }

    /// The styles of the values in `domain`, in order, from `range`.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(domain: [Value], range: [S]) -> some View {
        let pairs = zip(domain, range).map { ($0._plottedValue.text, AnyShapeStyle($1)) }
        return environment(\.chartOverrides.foregroundStyleScale, pairs)
    }

    /// Styles the plot area: `.chartPlotStyle { $0.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<C: View>(content: @escaping (ChartPlotContent) -> C) -> some View {
        environment(\.chartOverrides.plotStyle, { AnyView(content($0)) })
    }
}
