import SwiftUI

/// A chart's marks resolved against its scales: stacking done, domains found, series
/// given colours, marks grouped into the layers that are drawn. Geometry follows from a
/// plot size (`ChartModel+Geometry`).
@MainActor
final class ChartModel {
    /// How a layer is drawn.
    enum Drawing { case fill, stroke(StrokeStyle) }

    /// Marks drawn together as one path with one style.
    struct Layer {
        enum Content { case line, area, symbols, rects, rules, sectors }
        var content: Content
        /// The marks drawn, as indices into `marks`.
        var marks: [Int]
        var drawing: Drawing
        var style: AnyShapeStyle
        var opacity: Double
        var interpolation: InterpolationMethod = .linear
    }

    struct LegendEntry {
        var label: String
        var style: AnyShapeStyle
        var symbol: BasicChartSymbolShape?
    }

    /// A marked value of an axis: where it lies and what it draws.
    struct AxisLine {
        var fraction: Double
        var value: _PlottedValue
        var parts: AxisMarkParts
        var label: String
    }

    let marks: [ChartMark]
    let x: PlotScale?
    let y: PlotScale?
    let isPie: Bool
    private(set) var layers: [Layer] = []
    private(set) var legend: [LegendEntry] = []
    private(set) var xAxis: [AxisLine] = []
    private(set) var yAxis: [AxisLine] = []
    /// The values given to `.position(by:)`, in order: bars side by side within a band.
    private(set) var positionGroups: [String] = []
    /// The values given to `.symbol(by:)`, in order: each takes the next symbol.
    private(set) var symbolNames: [String] = []
    let calendar: Calendar

    static let palette: [Color] = [
        .blue, .green, .orange, .purple, .red, Color(red: 0.35, green: 0.78, blue: 0.98), .yellow,
        Color(red: 0.64, green: 0.52, blue: 0.37), .pink, Color(red: 0.35, green: 0.34, blue: 0.84),
    ]

    init<Content: ChartContent>(content: Content, overrides: ChartOverrides = ChartOverrides(),
                                calendar: Calendar = .current, locale: Locale = .current, timeZone: TimeZone = .current) {
        var collector = _ChartMarks()
        content._collectMarks(into: &collector)
        var collected = collector.list
        collector.list = []
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        Self.stack(&collected)
        marks = collected
        isPie = !collected.isEmpty && collected.allSatisfy { $0.kind == .sector }
        let zeroX = collected.contains { ($0.kind == .bar || $0.kind == .area) && Self.isHorizontal($0) }
        let zeroY = collected.contains { ($0.kind == .bar || $0.kind == .area) && !Self.isHorizontal($0) }
        x = isPie ? nil : PlotScale.resolve(values: { Self.values(of: collected, x: true, calendar: calendar) }, includesZero: zeroX,
                                            domain: overrides.xDomain)
        y = isPie ? nil : PlotScale.resolve(values: { Self.values(of: collected, x: false, calendar: calendar) }, includesZero: zeroY,
                                            domain: overrides.yDomain)
        var groups: [String] = []
        for index in collected.indices {
            if let name = collected[index].positionGroup?.value.text, !groups.contains(name) { groups.append(name) }
        }
        positionGroups = groups
        buildLegendAndLayers(styleScale: overrides.foregroundStyleScale)
        if let x, overrides.xAxis.visibility != .hidden {
            xAxis = Self.axisLines(x, overrides.xAxis.marks, calendar: calendar, locale: locale, timeZone: timeZone)
        }
        if let y, overrides.yAxis.visibility != .hidden {
            yAxis = Self.axisLines(y, overrides.yAxis.marks, calendar: calendar, locale: locale, timeZone: timeZone)
            // Axis fractions count from the bottom; categories run down from the top.
            if y.band != nil { for index in yAxis.indices { yAxis[index].fraction = 1 - yAxis[index].fraction } }
        }
    }

    /// A bar or area whose value runs along x: its y is a category, its x is not.
    static func isHorizontal(_ mark: ChartMark) -> Bool {
        if mark.xStart != nil && mark.xEnd != nil && mark.yStart == nil { return true }
        guard let x = mark.x?.value, let y = mark.y?.value else { return false }
        return x.continuous != nil && y.continuous == nil
    }

    /// Bars and areas of one place add up: each gets its start and end along its value
    /// axis, by its stacking method (unstacked marks keep their own from zero).
    private static func stack(_ marks: inout [ChartMark]) {
        struct Place: Hashable { var kind: ChartMark.Kind; var place: _PlottedValue; var group: _PlottedValue? }
        /// The value of a mark that stacks, and its place.
        func stacked(_ mark: ChartMark) -> (key: Place, value: Double, horizontal: Bool)? {
            guard mark.kind == .bar || mark.kind == .area, mark.stacking != .unstacked else { return nil }
            guard mark.xStart == nil, mark.yStart == nil, let xValue = mark.x, let yValue = mark.y else { return nil }
            let horizontal = isHorizontal(mark)
            let (place, valueDatum) = horizontal ? (yValue, xValue) : (xValue, yValue)
            guard case .number(let value) = valueDatum.value else { return nil }
            return (Place(kind: mark.kind, place: place.value, group: mark.positionGroup?.value), value, horizontal)
        }
        // The sums of each place, for normalised and centred stacks.
        var totals: [Place: (positive: Double, negative: Double)] = [:]
        if marks.contains(where: { $0.stacking == .normalized || $0.stacking == .center }) {
            for index in marks.indices {
                guard let found = stacked(marks[index]) else { continue }
                let (key, value) = (found.key, found.value)
                var total = totals[key, default: (0, 0)]
                if value >= 0 { total.positive += value } else { total.negative += value }
                totals[key] = total
            }
        }
        var positive: [Place: Double] = [:], negative: [Place: Double] = [:]
        for index in marks.indices {
            // Checked in place first: a mark with a start of its own (most areas over time) is not copied.
            guard marks[index].xStart == nil, marks[index].yStart == nil, let found = stacked(marks[index]) else { continue }
            let (key, value, horizontal) = found
            var start = value >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            if value >= 0 { positive[key] = start + value } else { negative[key] = start + value }
            var end = start + value
            switch marks[index].stacking {
            case .normalized:
                // Shares of the place's whole: positive values fill 0...1, negative 0...-1.
                let whole = totals[key].map { value >= 0 ? $0.positive : -$0.negative } ?? 0
                if whole > 0 { (start, end) = (start / whole, end / whole) }
            case .center:
                // The whole stack moved down by half its height: centred on zero.
                let total = totals[key].map { $0.positive - $0.negative } ?? 0
                let shift = (totals[key]?.negative ?? 0) + total / 2
                (start, end) = (start - shift, end - shift)
            default:
                break
            }
            let startDatum = PlottedDatum(value: .number(start), unit: nil)
            let endDatum = PlottedDatum(value: .number(end), unit: nil)
            // A normalised or centred mark's own value is not on the scale: its end is.
            let replacesValue = marks[index].stacking != .standard
            if horizontal {
                marks[index].xStart = startDatum
                marks[index].xEnd = endDatum
                if replacesValue { marks[index].x = endDatum }
            } else {
                marks[index].yStart = startDatum
                marks[index].yEnd = endDatum
                if replacesValue { marks[index].y = endDatum }
            }
        }
    }

    /// Every value the marks put on one axis (a date with a unit also its unit's end).
    private static func values(of marks: [ChartMark], x: Bool, calendar: Calendar) -> [_PlottedValue] {
        var values: [_PlottedValue] = []
        values.reserveCapacity(marks.count)
        func add(_ datum: PlottedDatum?) {
            guard let datum else { return }
            values.append(datum.value)
            if let unit = datum.unit, case .date(let seconds) = datum.value,
               let end = calendar.date(byAdding: unit, value: 1, to: Date(timeIntervalSinceReferenceDate: seconds)) {
                values.append(.date(end.timeIntervalSinceReferenceDate))
            }
        }
        for index in marks.indices {
            if x {
                add(marks[index].x); add(marks[index].xStart); add(marks[index].xEnd)
            } else {
                add(marks[index].y); add(marks[index].yStart); add(marks[index].yEnd)
            }
        }
        return values
    }

    private static func axisLines(_ scale: PlotScale, _ given: [AnyAxisMarks]?, calendar: Calendar, locale: Locale,
                                  timeZone: TimeZone) -> [AxisLine] {
        var defaults = AxisMarkParts()
        // Categories are told apart by their labels: no grid lines across their bands.
        if scale.band == nil { AxisGridLine().apply(to: &defaults) }
        AxisTick().apply(to: &defaults)
        AxisValueLabel().apply(to: &defaults)
        let groups = given ?? [AnyAxisMarks(values: .automatic, position: .automatic, parts: nil, stroke: nil)]
        var lines: [AxisLine] = []
        for group in groups {
            let ticks = scale.ticks(group.values, calendar: calendar, locale: locale, timeZone: timeZone)
            for (index, tick) in ticks.enumerated() {
                guard let fraction = scale.fraction(tick.value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { continue }
                var parts = group.parts?(AxisValue(index: index, count: ticks.count, value: tick.value)) ?? defaults
                if let stroke = group.stroke {
                    if parts.gridLine != nil { parts.gridLine = stroke }
                    if let tick = parts.tick { parts.tick = (tick.length, stroke) }
                }
                var label = tick.label
                if case .format(let format)? = parts.label, let text = format(tick.value) { label = text }
                lines.append(AxisLine(fraction: fraction, value: tick.value, parts: parts, label: label))
            }
        }
        return lines
    }

    /// Series colours and symbols in the order first seen; then the layers, in the order
    /// the marks were written (a series' line where its first point was).
    private func buildLegendAndLayers(styleScale: [(name: String, style: AnyShapeStyle)]?) {
        // A style scale gives its values' styles, and their order in the legend.
        var styleNames: [String] = styleScale?.map(\.name) ?? []
        var symbolNames: [String] = []
        for index in marks.indices {
            if let name = marks[index].styleGroup?.value.text, !styleNames.contains(name) { styleNames.append(name) }
            if let name = marks[index].symbolGroup?.value.text, !symbolNames.contains(name) { symbolNames.append(name) }
        }
        self.symbolNames = symbolNames
        let seriesStyles: [AnyShapeStyle] = styleNames.enumerated().map { index, name in
            styleScale?.first { $0.name == name }?.style ?? AnyShapeStyle(Self.palette[index % Self.palette.count])
        }
        legend = styleNames.enumerated().map { index, name in
            LegendEntry(label: name, style: seriesStyles[index],
                        symbol: symbolNames.contains(name) ? BasicChartSymbolShape.sequence(symbolNames.firstIndex(of: name)!) : nil)
        }
        if styleNames.isEmpty {
            legend = symbolNames.enumerated().map { LegendEntry(label: $1, style: AnyShapeStyle(Color.gray), symbol: .sequence($0)) }
        }
        func style(_ mark: ChartMark) -> AnyShapeStyle {
            if let style = mark.style { return style }
            if let name = mark.styleGroup?.value.text, let index = styleNames.firstIndex(of: name) { return seriesStyles[index] }
            return AnyShapeStyle(Color.blue)
        }
        struct Series: Hashable { var kind: ChartMark.Kind; var name: String }
        var seriesLayer: [Series: Int] = [:]
        var symbolLayer: [Series: Int] = [:]
        // A series' marks mostly follow each other: the last line's and area's layers are
        // kept at hand.
        var lastLine: (key: Series, layer: Int, symbols: Int?)?, lastArea: (key: Series, layer: Int, symbols: Int?)?
        for index in marks.indices {
            let kind = marks[index].kind
            if kind == .line || kind == .area, let last = kind == .line ? lastLine : lastArea, last.key.name == marks[index].seriesKey,
               (last.symbols != nil) == (kind == .line && (marks[index].symbol != nil || marks[index].symbolGroup != nil)) {
                layers[last.layer].marks.append(index)
                if let symbols = last.symbols { layers[symbols].marks.append(index) }
                continue
            }
            let mark = marks[index]
            switch mark.kind {
            case .line, .area:
                let key = Series(kind: mark.kind, name: mark.seriesKey)
                defer {
                    let last = (key, seriesLayer[key]!, mark.kind == .line ? symbolLayer[key] : nil)
                    if mark.kind == .line { lastLine = last } else { lastArea = last }
                }
                if let layer = seriesLayer[key] {
                    append(index, to: layer)
                } else {
                    seriesLayer[key] = layers.count
                    let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
                    layers.append(Layer(content: mark.kind == .line ? .line : .area, marks: [index],
                                        drawing: mark.kind == .line ? .stroke(stroke) : .fill,
                                        style: style(mark), opacity: mark.opacity,
                                        interpolation: mark.interpolation))
                }
                if mark.kind == .line, mark.symbol != nil || mark.symbolGroup != nil {
                    if let layer = symbolLayer[key] { append(index, to: layer) } else {
                        symbolLayer[key] = layers.count
                        layers.append(Layer(content: .symbols, marks: [index], drawing: .fill, style: style(mark), opacity: mark.opacity))
                    }
                }
            case .point:
                if mark.style == nil, let last = layers.indices.last, layers[last].content == .symbols,
                   let first = layers[last].marks.first, marks[first].kind == .point, marks[first].style == nil,
                   marks[first].styleGroup == mark.styleGroup, marks[first].opacity == mark.opacity {
                    append(index, to: last)
                } else {
                    layers.append(Layer(content: .symbols, marks: [index], drawing: .fill, style: style(mark), opacity: mark.opacity))
                }
            case .bar, .rectangle:
                layers.append(Layer(content: .rects, marks: [index], drawing: .fill, style: style(mark), opacity: mark.opacity))
            case .rule:
                layers.append(Layer(content: .rules, marks: [index], drawing: .stroke(mark.lineStyle ?? StrokeStyle(lineWidth: 1)),
                                    style: style(mark), opacity: mark.opacity))
            case .sector:
                let color = mark.style ?? (mark.styleGroup == nil ? AnyShapeStyle(Self.palette[index % Self.palette.count]) : style(mark))
                layers.append(Layer(content: .sectors, marks: [index], drawing: .fill, style: color, opacity: mark.opacity))
            }
        }
    }

    private func append(_ mark: Int, to layer: Int) {
        layers[layer].marks.append(mark)
    }
}
