import SwiftUI

/// Content with a change to each of its marks (what every mark modifier returns).
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: MarkChange
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) {
        let first = marks.list.count
        content._collectMarks(into: &marks)
        for index in first..<marks.list.count { change.apply(to: &marks.list[index]) }
    }
}

/// What a mark modifier changes: data rather than a closure, so that modifying the marks
/// of many data points makes no closure per point.
enum MarkChange {
    case style(AnyShapeStyle)
    case styleGroup(PlottedDatum)
    case symbolGroup(PlottedDatum)
    case symbol(BasicChartSymbolShape)
    case symbolSize(CGFloat)
    case interpolation(InterpolationMethod)
    case lineStyle(StrokeStyle)
    case opacity(Double)
    case cornerRadius(CGFloat)
    case positionGroup(PlottedDatum)
    case annotation(ChartAnnotation)

    func apply(to mark: inout ChartMark) {
        switch self {
        case .style(let style): mark.style = style
        case .styleGroup(let datum): mark.styleGroup = datum
        case .symbolGroup(let datum): mark.symbolGroup = datum
        case .symbol(let symbol): mark.symbol = symbol
        case .symbolSize(let size): mark.symbolSize = size
        case .interpolation(let method): mark.interpolation = method
        case .lineStyle(let style): mark.lineStyle = style
        case .opacity(let opacity): mark.opacity *= opacity
        case .cornerRadius(let radius): mark.cornerRadius = radius
        case .positionGroup(let datum): mark.positionGroup = datum
        case .annotation(let annotation): mark.annotations.append(annotation)
        }
    }
}

extension ChartContent {
    func modified(_ change: MarkChange) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Fills or strokes the marks with `style` (a colour, a gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified(.style(AnyShapeStyle(style)))
    }

    /// Colours the marks by a value: each distinct value takes the next colour of the
    /// palette and an entry in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let datum = value.plotted
        return modified(.styleGroup(datum))
    }

    /// Gives the marks' points a symbol by a value: circle, square, triangle, diamond...
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let datum = value.plotted
        return modified(.symbolGroup(datum))
    }

    /// Draws the marks' points as `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = symbol as? BasicChartSymbolShape ?? .circle
        return modified(.symbol(shape))
    }

    /// A symbol's area in square points (a circle of 30 is about 6 px across).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified(.symbolSize(size))
    }

    /// A symbol's width and height.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified(.symbolSize(size.width * size.height))
    }

    /// How a line or area joins its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified(.interpolation(method))
    }

    /// A line's width, caps, joins and dashes (lines and rules).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified(.lineStyle(style))
    }

    public func opacity(_ opacity: Double) -> some ChartContent {
        modified(.opacity(opacity))
    }

    /// Rounds a bar's or rectangle's corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified(.cornerRadius(radius))
    }

    /// Sets bars of different values side by side within their place instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent {
        let datum = value.plotted
        return modified(.positionGroup(datum))
    }

    /// A view next to each mark: above a bar or point by default.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, spacing: spacing, content: AnyView(content()))
        return modified(.annotation(annotation))
    }
}

/// A shape a point can be drawn as.
public protocol ChartSymbolShape: Shape {}

/// The symbols Swift Charts draws points with, and gives series in turn.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Hashable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The symbol for the `index`th value of `.symbol(by:)`.
    static func sequence(_ index: Int) -> BasicChartSymbolShape {
        BasicChartSymbolShape(kind: Kind.allCases[index % Kind.allCases.count])
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        add(to: &path, in: rect)
        return path
    }

    /// Adds the symbol filling `rect` to `path` (many points make one path).
    nonisolated func add(to path: inout Path, in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ corners: Int, rotation: Double) {
            for corner in 0..<corners {
                let angle = rotation + Double(corner) * 2 * .pi / Double(corners)
                let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let half = radius / 3
            for angle in angles {
                let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
                let corners = [(-radius, -half), (radius, -half), (radius, half), (-radius, half)].map { (u, v) in
                    CGPoint(x: center.x + u * c - v * s, y: center.y + u * s + v * c)
                }
                path.addLines(corners)
                path.closeSubpath()
            }
        }
        switch kind {
        case .circle: path.addEllipse(in: rect)
        case .square: path.addRect(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: bars([0, .pi / 3, 2 * .pi / 3])
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
