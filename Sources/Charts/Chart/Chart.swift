import SwiftUI

/// A chart, as in Swift Charts: `Chart { ... }` or `Chart(data) { item in ... }` with marks
/// inside, styled by the chart modifiers (`chartXScale`, `chartYAxis`, `chartLegend`...).
/// It is drawn from views: its marks are paths, its labels text.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartOverrides) private var overrides
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let model = ChartModel(content: content, overrides: overrides, calendar: calendar, locale: locale, timeZone: timeZone)
        let showsLegend = overrides.legendVisibility != .hidden && !model.legend.isEmpty
        let annotations = model.annotations
        let plot = ChartPlot(model: model)
        ChartFrameLayout(reference: ChartModelReference(model: model), legendOnTop: overrides.legendPosition == .top,
                         yLabelsLeading: overrides.yAxis.marks?.contains { $0.position == .leading } ?? false, plot: plot) {
            if let background = overrides.background {
                background(ChartProxy(plot: plot)).layoutValue(key: ChartRoleKey.self, value: .whole)
            }
            if let plotStyle = overrides.plotStyle {
                plotStyle(ChartPlotContent()).layoutValue(key: ChartRoleKey.self, value: .plot)
            }
            if model.xAxis.contains(where: { $0.parts.gridLine != nil }) || model.yAxis.contains(where: { $0.parts.gridLine != nil }) {
                ChartGridShape(reference: ChartModelReference(model: model))
                    .stroke(Color.gray.opacity(0.35), lineWidth: 1)
                    .layoutValue(key: ChartRoleKey.self, value: .plot)
            }
            ForEach(model.layers.indices, id: \.self) { index in
                ChartLayerView(reference: ChartModelReference(model: model), index: index)
                    .layoutValue(key: ChartRoleKey.self, value: .plot)
            }
            if !overrides.selection.isEmpty {
                ChartSelectionArea(plot: plot, selection: overrides.selection).layoutValue(key: ChartRoleKey.self, value: .plot)
            }
            if model.xAxis.contains(where: { $0.parts.tick != nil }) {
                ChartTickShape(reference: ChartModelReference(model: model))
                    .stroke(Color.gray.opacity(0.6), lineWidth: 1)
                    .layoutValue(key: ChartRoleKey.self, value: .xTicks)
            }
            ForEach(model.xAxis.indices, id: \.self) { index in
                ChartAxisLabel(line: model.xAxis[index]).layoutValue(key: ChartRoleKey.self, value: .xLabel(model.xAxis[index].fraction))
            }
            ForEach(model.yAxis.indices, id: \.self) { index in
                ChartAxisLabel(line: model.yAxis[index]).layoutValue(key: ChartRoleKey.self, value: .yLabel(model.yAxis[index].fraction))
            }
            ForEach(annotations.indices, id: \.self) { index in
                let annotation = annotations[index]
                annotation.annotation.content
                    .layoutValue(key: ChartRoleKey.self,
                                 value: .annotation(annotation.mark, annotation.annotation.position, annotation.annotation.spacing ?? 4))
            }
            if let title = overrides.xAxisLabel {
                title.font(.caption).foregroundStyle(.secondary).layoutValue(key: ChartRoleKey.self, value: .xTitle)
            }
            if let title = overrides.yAxisLabel {
                title.font(.caption).foregroundStyle(.secondary).layoutValue(key: ChartRoleKey.self, value: .yTitle)
            }
            if showsLegend {
                ChartLegend(entries: model.legend).layoutValue(key: ChartRoleKey.self, value: .legend)
            }
            if let overlay = overrides.overlay {
                overlay(ChartProxy(plot: plot)).layoutValue(key: ChartRoleKey.self, value: .whole)
            }
        }
    }
}

extension Chart {
    /// A chart of `data`, the content made for each element.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

extension ChartModel {
    /// Each annotation with the index of its mark.
    var annotations: [(mark: Int, annotation: ChartAnnotation)] {
        var found: [(mark: Int, annotation: ChartAnnotation)] = []
        for index in marks.indices where !marks[index].annotations.isEmpty {
            for annotation in marks[index].annotations { found.append((index, annotation)) }
        }
        return found
    }
}

/// One layer of marks: its path filled or stroked with its style.
struct ChartLayerView: View {
    let reference: ChartModelReference
    let index: Int

    var body: some View {
        let layer = reference.model.layers[index]
        let shape = ChartLayerShape(reference: reference, index: index)
        switch layer.drawing {
        case .fill: shape.fill(layer.style).opacity(layer.opacity)
        case .stroke(let style): shape.stroke(layer.style, style: style).opacity(layer.opacity)
        }
    }
}

struct ChartLayerShape: Shape {
    let reference: ChartModelReference
    let index: Int

    func path(in rect: CGRect) -> Path {
        let model = reference.model
        return InterpolatedPath.path(model.geometry(of: index, in: rect.size), model.layers[index].interpolation)
    }
}

/// The grid lines of both axes across the plot.
struct ChartGridShape: Shape {
    let reference: ChartModelReference

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for line in reference.model.xAxis where line.parts.gridLine != nil {
            let x = (CGFloat(line.fraction) * rect.width).rounded() + 0.5
            path.move(to: CGPoint(x: min(x, rect.width - 0.5), y: 0))
            path.addLine(to: CGPoint(x: min(x, rect.width - 0.5), y: rect.height))
        }
        for line in reference.model.yAxis where line.parts.gridLine != nil {
            let y = rect.height - (CGFloat(line.fraction) * rect.height).rounded() - 0.5
            path.move(to: CGPoint(x: 0, y: max(0.5, y)))
            path.addLine(to: CGPoint(x: rect.width, y: max(0.5, y)))
        }
        return path
    }
}

/// The x axis's ticks, hanging under the plot.
struct ChartTickShape: Shape {
    let reference: ChartModelReference

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for line in reference.model.xAxis {
            guard let tick = line.parts.tick else { continue }
            let x = min((CGFloat(line.fraction) * rect.width).rounded() + 0.5, rect.width - 0.5)
            path.move(to: CGPoint(x: x, y: 0))
            path.addLine(to: CGPoint(x: x, y: min(rect.height, tick.length)))
        }
        return path
    }
}

/// A value's label on an axis.
struct ChartAxisLabel: View {
    let line: ChartModel.AxisLine

    var body: some View {
        switch line.parts.label {
        case .view(let view)?: view.font(.caption2).foregroundStyle(.secondary)
        case .some: Text(verbatim: line.label).font(.caption2).foregroundStyle(.secondary)
        case nil: EmptyView()
        }
    }
}
