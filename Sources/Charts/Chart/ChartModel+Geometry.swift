import SwiftUI

extension ChartModel {
    /// Where `datum` lies across a plot `size` wide (x) or high (y, from the top).
    func position(_ datum: PlottedDatum?, x isX: Bool, in size: CGSize) -> CGFloat? {
        guard let datum, let scale = isX ? x : y, let fraction = scale.fraction(datum.value) else { return nil }
        if isX { return CGFloat(fraction) * size.width }
        // Categories run down from the top, as a list reads; values up from the bottom.
        return scale.band != nil ? CGFloat(fraction) * size.height : size.height - CGFloat(fraction) * size.height
    }

    /// The end of a date's unit (a day's bar ends at the next midnight).
    private func unitEnd(_ datum: PlottedDatum) -> PlottedDatum? {
        guard let unit = datum.unit, case .date(let seconds) = datum.value,
              let end = calendar.date(byAdding: unit, value: 1, to: Date(timeIntervalSinceReferenceDate: seconds)) else { return nil }
        return PlottedDatum(value: .date(end.timeIntervalSinceReferenceDate), unit: nil)
    }

    /// The span a bar or rectangle takes across its place axis: its band (or its part of
    /// it, side by side by `.position(by:)`), its date's unit, or a width around a value.
    private func span(_ mark: ChartMark, x isX: Bool, in size: CGSize, automatic: CGFloat) -> (CGFloat, CGFloat)? {
        let datum = isX ? mark.x : mark.y
        let dimension = isX ? mark.width : mark.height
        let length = isX ? size.width : size.height
        guard let datum, let center = position(datum, x: isX, in: size) else { return nil }
        if let band = (isX ? x : y)?.band {
            let bandLength = CGFloat(band) * length
            let full = dimension?.resolve(in: bandLength, automatic: bandLength * 0.8) ?? bandLength * 0.8
            if let group = mark.positionGroup?.value.text, let index = positionGroups.firstIndex(of: group), positionGroups.count > 1 {
                let part = full / CGFloat(positionGroups.count)
                let start = center - full / 2 + part * CGFloat(index)
                return (start, start + part)
            }
            return (center - full / 2, center + full / 2)
        }
        if let end = unitEnd(datum), let endPosition = position(end, x: isX, in: size) {
            let (low, high) = (min(center, endPosition), max(center, endPosition))
            let inset = (high - low) * 0.1
            return (low + inset, high - inset)
        }
        let thickness = dimension?.resolve(in: length, automatic: automatic) ?? automatic
        return (center - thickness / 2, center + thickness / 2)
    }

    /// A bar's thickness on a continuous axis: 60 % of the room each place has, 2 to 40 px.
    private func automaticBarThickness(in size: CGSize) -> CGFloat {
        let places = Set(marks.filter { $0.kind == .bar }.compactMap { $0.x?.value }).count
        return max(2, min(40, size.width / CGFloat(max(1, places)) * 0.6))
    }

    private func bar(_ mark: ChartMark, in size: CGSize, automatic: CGFloat) -> MarkGeometry? {
        let horizontal = Self.isHorizontal(mark)
        if horizontal {
            guard let across = span(mark, x: false, in: size, automatic: automatic) else { return nil }
            let zero = position(PlottedDatum(value: .number(0)), x: true, in: size) ?? 0
            let start = position(mark.xStart, x: true, in: size) ?? zero
            let end = position(mark.xEnd ?? mark.x, x: true, in: size) ?? size.width
            return .rect(CGRect(x: min(start, end), y: across.0, width: abs(end - start), height: across.1 - across.0),
                         cornerRadius: mark.cornerRadius)
        }
        let along: (CGFloat, CGFloat)
        if mark.x == nil { along = (0, size.width) } else {
            guard let found = span(mark, x: true, in: size, automatic: automatic) else { return nil }
            along = found
        }
        let zero = position(PlottedDatum(value: .number(0)), x: false, in: size) ?? size.height
        let start = mark.y == nil && mark.yStart == nil ? size.height : (position(mark.yStart, x: false, in: size) ?? zero)
        let end = mark.y == nil && mark.yEnd == nil ? 0 : (position(mark.yEnd ?? mark.y, x: false, in: size) ?? 0)
        return .rect(CGRect(x: along.0, y: min(start, end), width: along.1 - along.0, height: abs(end - start)),
                     cornerRadius: mark.cornerRadius)
    }

    private func rectangle(_ mark: ChartMark, in size: CGSize) -> MarkGeometry? {
        func range(_ isX: Bool) -> (CGFloat, CGFloat)? {
            let (start, end) = isX ? (mark.xStart, mark.xEnd) : (mark.yStart, mark.yEnd)
            if let start, let end, let a = position(start, x: isX, in: size), let b = position(end, x: isX, in: size) {
                return (min(a, b), max(a, b))
            }
            if (isX ? mark.x : mark.y) == nil { return (0, isX ? size.width : size.height) }
            return span(mark, x: isX, in: size, automatic: 20)
        }
        guard let across = range(true), let down = range(false) else { return nil }
        return .rect(CGRect(x: across.0, y: down.0, width: across.1 - across.0, height: down.1 - down.0), cornerRadius: mark.cornerRadius)
    }

    /// A mark's point: its x and y, or the middle of an axis it leaves out.
    func point(of mark: ChartMark, in size: CGSize) -> CGPoint? {
        let px = mark.x == nil ? size.width / 2 : position(mark.x, x: true, in: size)
        let py = mark.y == nil ? size.height / 2 : position(mark.y, x: false, in: size)
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    private func symbolShape(_ mark: ChartMark) -> BasicChartSymbolShape {
        if let symbol = mark.symbol { return symbol }
        if let name = mark.symbolGroup?.value.text { return .sequence(symbolNames.firstIndex(of: name) ?? 0) }
        return .circle
    }

    /// A layer's marks placed in a plot of `size`. Lines and areas of many points are
    /// decimated to the plot's pixel columns first.
    func geometry(of layerIndex: Int, in size: CGSize) -> [MarkGeometry] {
        let layer = layers[layerIndex]
        switch layer.content {
        case .line:
            if let points = continuousLine(layer, in: size) { return [.polyline(LineDecimation.decimate(points, width: size.width))] }
            let points = layer.marks.compactMap { point(of: marks[$0], in: size) }
            return [.polyline(LineDecimation.decimate(points, width: size.width))]
        case .area:
            if let (top, bottom) = continuousArea(layer, in: size) {
                return [.area(top: LineDecimation.decimate(top, width: size.width), bottom: LineDecimation.decimate(bottom, width: size.width))]
            }
            var top: [CGPoint] = [], bottom: [CGPoint] = []
            let zero = position(PlottedDatum(value: .number(0)), x: false, in: size) ?? size.height
            for index in layer.marks {
                let mark = marks[index]
                guard let px = position(mark.x, x: true, in: size),
                      let high = position(mark.yEnd ?? mark.y, x: false, in: size) else { continue }
                top.append(CGPoint(x: px, y: high))
                bottom.append(CGPoint(x: px, y: position(mark.yStart, x: false, in: size) ?? min(zero, size.height)))
            }
            return [.area(top: LineDecimation.decimate(top, width: size.width), bottom: LineDecimation.decimate(bottom, width: size.width))]
        case .symbols:
            var items: [MarkGeometry] = []
            for index in layer.marks {
                let mark = marks[index]
                guard let center = point(of: mark, in: size) else { continue }
                let diameter = max(2, (mark.symbolSize ?? 36).squareRoot())
                items.append(.symbol(CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter),
                                     symbolShape(mark)))
            }
            return items
        case .rects:
            let automatic = automaticBarThickness(in: size)
            return layer.marks.compactMap { index in
                marks[index].kind == .bar ? bar(marks[index], in: size, automatic: automatic) : rectangle(marks[index], in: size)
            }
        case .rules:
            return layer.marks.compactMap { rule(marks[$0], in: size) }
        case .sectors:
            return layer.marks.compactMap { sector(at: $0, in: size) }
        }
    }

    private func rule(_ mark: ChartMark, in size: CGSize) -> MarkGeometry? {
        if mark.y == nil, let px = position(mark.x, x: true, in: size) {
            let top = position(mark.yEnd, x: false, in: size) ?? 0
            let bottom = position(mark.yStart, x: false, in: size) ?? size.height
            return .segment(CGPoint(x: px, y: bottom), CGPoint(x: px, y: top))
        }
        if let py = position(mark.y, x: false, in: size) {
            let start = position(mark.xStart, x: true, in: size) ?? 0
            let end = position(mark.xEnd, x: true, in: size) ?? size.width
            return .segment(CGPoint(x: start, y: py), CGPoint(x: end, y: py))
        }
        return nil
    }

    /// A sector: its share of the whole turn, after the sectors written before it.
    private func sector(at index: Int, in size: CGSize) -> MarkGeometry? {
        let sectors = marks.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max(0, $1.angle) }
        guard total > 0 else { return nil }
        let before = marks[..<index].filter { $0.kind == .sector }.reduce(0) { $0 + max(0, $1.angle) }
        let mark = marks[index]
        let maximum = min(size.width, size.height) / 2
        let outer = mark.outerRadius.resolve(in: maximum, automatic: maximum)
        let inner = mark.innerRadius.resolve(in: maximum, automatic: 0)
        let inset = outer > 0 ? Double(mark.angularInset / 2 / outer) * 180 / .pi : 0
        let start = before / total * 360, end = (before + max(0, mark.angle)) / total * 360
        return .sector(center: CGPoint(x: size.width / 2, y: size.height / 2), innerRadius: inner, outerRadius: outer,
                       start: start + inset, end: max(start + inset, end - inset))
    }

    /// Where a mark's annotation attaches: the top of a bar (its end when horizontal), a
    /// point, the middle of a sector's ring.
    func annotationPoint(of index: Int, in size: CGSize) -> CGPoint? {
        let mark = marks[index]
        switch mark.kind {
        case .bar, .rectangle:
            let automatic = automaticBarThickness(in: size)
            guard case .rect(let rect, _)? = mark.kind == .bar ? bar(mark, in: size, automatic: automatic) : rectangle(mark, in: size)
            else { return nil }
            return Self.isHorizontal(mark) ? CGPoint(x: rect.maxX, y: rect.midY) : CGPoint(x: rect.midX, y: rect.minY)
        case .sector:
            guard case .sector(let center, let inner, let outer, let start, let end)? = sector(at: index, in: size) else { return nil }
            let angle = ((start + end) / 2 - 90) * .pi / 180, radius = (inner + outer) / 2
            return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        case .rule:
            guard case .segment(_, let end)? = rule(mark, in: size) else { return nil }
            return end
        default:
            if mark.yEnd != nil, let px = position(mark.x, x: true, in: size), let py = position(mark.yEnd, x: false, in: size) {
                return CGPoint(x: px, y: py)
            }
            return point(of: mark, in: size)
        }
    }

    /// A line's points when both scales are continuous: placed as `point(of:in:)` places
    /// them, in one pass over the marks' values.
    private func continuousLine(_ layer: Layer, in size: CGSize) -> [CGPoint]? {
        guard case .continuous(let xLower, let xUpper, _)? = x?.kind, case .continuous(let yLower, let yUpper, _)? = y?.kind else { return nil }
        var points: [CGPoint] = []
        points.reserveCapacity(layer.marks.count)
        for index in layer.marks {
            let px: CGFloat, py: CGFloat
            if let datum = marks[index].x {
                guard let value = datum.value.continuous else { continue }
                px = CGFloat(xUpper > xLower ? (value - xLower) / (xUpper - xLower) : 0.5) * size.width
            } else {
                px = size.width / 2
            }
            if let datum = marks[index].y {
                guard let value = datum.value.continuous else { continue }
                py = size.height - CGFloat(yUpper > yLower ? (value - yLower) / (yUpper - yLower) : 0.5) * size.height
            } else {
                py = size.height / 2
            }
            points.append(CGPoint(x: px, y: py))
        }
        return points
    }

    /// An area's top and bottom when both scales are continuous, as the general case
    /// places them.
    private func continuousArea(_ layer: Layer, in size: CGSize) -> ([CGPoint], [CGPoint])? {
        guard case .continuous(let xLower, let xUpper, _)? = x?.kind, case .continuous(let yLower, let yUpper, _)? = y?.kind else { return nil }
        func yPosition(_ value: Double) -> CGFloat {
            size.height - CGFloat(yUpper > yLower ? (value - yLower) / (yUpper - yLower) : 0.5) * size.height
        }
        let zero = yPosition(0)
        var top: [CGPoint] = [], bottom: [CGPoint] = []
        top.reserveCapacity(layer.marks.count)
        bottom.reserveCapacity(layer.marks.count)
        for index in layer.marks {
            guard let xValue = marks[index].x?.value.continuous, let high = (marks[index].yEnd ?? marks[index].y)?.value.continuous
            else { continue }
            let px = CGFloat(xUpper > xLower ? (xValue - xLower) / (xUpper - xLower) : 0.5) * size.width
            top.append(CGPoint(x: px, y: yPosition(high)))
            if let start = marks[index].yStart {
                guard let low = start.value.continuous else {
                    // A category start: the general case decides.
                    return nil
                }
                bottom.append(CGPoint(x: px, y: yPosition(low)))
            } else {
                bottom.append(CGPoint(x: px, y: Swift.min(zero, size.height)))
            }
        }
        return (top, bottom)
    }
}
