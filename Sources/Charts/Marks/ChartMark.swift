import SwiftUI

/// One mark as written, with every modifier applied: what the chart lays out.
///
/// A chart of many points copies many marks: what every mark has is stored in it, what
/// few marks have (sizes, groups, symbols, annotations...) in a shared box copied only
/// when a mark changes it.
struct ChartMark {
    enum Kind { case line, area, bar, point, rule, rectangle, sector }

    var kind: Kind
    var x: PlottedDatum?
    var y: PlottedDatum?
    var xStart: PlottedDatum?
    var xEnd: PlottedDatum?
    var yStart: PlottedDatum?
    var yEnd: PlottedDatum?
    var style: AnyShapeStyle?
    var opacity: Double = 1
    private var details = Details.none

    /// What few marks set.
    struct Values {
        /// A bar's or rectangle's thickness across its axis (nil: the chart's default).
        var width: MarkDimension?
        var height: MarkDimension?
        /// A sector's share of the pie, and its radii.
        var angle: Double = 0
        var innerRadius: MarkDimension = .ratio(0)
        var outerRadius: MarkDimension = .ratio(1)
        var angularInset: CGFloat = 0
        /// A line's or area's series given by `series:` (otherwise its style's group).
        var series: PlottedDatum?
        var styleGroup: PlottedDatum?
        var symbolGroup: PlottedDatum?
        var symbol: BasicChartSymbolShape?
        var symbolSize: CGFloat?
        var positionGroup: PlottedDatum?
        var interpolation: InterpolationMethod = .linear
        var lineStyle: StrokeStyle?
        var cornerRadius: CGFloat = 0
        var annotations: [ChartAnnotation] = []
        var stacking: MarkStackingMethod = .standard
    }

    /// The box of `Values`, shared by marks until one changes them.
    final class Details {
        var values: Values
        init(_ values: Values) { self.values = values }
        nonisolated(unsafe) static let none = Details(Values())
    }

    init(kind: Kind) { self.kind = kind }

    private var values: Values {
        get { details.values }
        set {
            if isKnownUniquelyReferenced(&details) { details.values = newValue } else { details = Details(newValue) }
        }
    }

    var width: MarkDimension? { get { details.values.width } set { values.width = newValue } }
    var height: MarkDimension? { get { details.values.height } set { values.height = newValue } }
    var angle: Double { get { details.values.angle } set { values.angle = newValue } }
    var innerRadius: MarkDimension { get { details.values.innerRadius } set { values.innerRadius = newValue } }
    var outerRadius: MarkDimension { get { details.values.outerRadius } set { values.outerRadius = newValue } }
    var angularInset: CGFloat { get { details.values.angularInset } set { values.angularInset = newValue } }
    var series: PlottedDatum? { get { details.values.series } set { values.series = newValue } }
    var styleGroup: PlottedDatum? { get { details.values.styleGroup } set { values.styleGroup = newValue } }
    var symbolGroup: PlottedDatum? { get { details.values.symbolGroup } set { values.symbolGroup = newValue } }
    var symbol: BasicChartSymbolShape? { get { details.values.symbol } set { values.symbol = newValue } }
    var symbolSize: CGFloat? { get { details.values.symbolSize } set { values.symbolSize = newValue } }
    var positionGroup: PlottedDatum? { get { details.values.positionGroup } set { values.positionGroup = newValue } }
    var interpolation: InterpolationMethod { get { details.values.interpolation } set { values.interpolation = newValue } }
    var lineStyle: StrokeStyle? { get { details.values.lineStyle } set { values.lineStyle = newValue } }
    var cornerRadius: CGFloat { get { details.values.cornerRadius } set { values.cornerRadius = newValue } }
    var annotations: [ChartAnnotation] { get { details.values.annotations } set { values.annotations = newValue } }
    var stacking: MarkStackingMethod { get { details.values.stacking } set { values.stacking = newValue } }

    /// The series a line or area belongs to: points of one series are joined.
    var seriesKey: String {
        details.values.series?.value.text ?? details.values.styleGroup?.value.text ?? details.values.symbolGroup?.value.text ?? ""
    }
}

/// A length for a mark: fixed, a share of what is available, or the chart's choice.
public struct MarkDimension: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Storage: Hashable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let storage: Storage

    public static let automatic = MarkDimension(storage: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }

    init(storage: Storage) { self.storage = storage }
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }

    /// The length out of `available`, or `automatic` when the chart chooses.
    func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: automatic
        case .fixed(let value): value
        case .ratio(let ratio): available * ratio
        case .inset(let inset): max(0, available - 2 * inset)
        }
    }
}

/// A view drawn next to a mark (`.annotation(position: .top) { Text("21°") }`).
struct ChartAnnotation {
    var position: AnnotationPosition
    var spacing: CGFloat?
    var content: AnyView
}

/// Where an annotation sits around its mark.
public struct AnnotationPosition: Sendable, Hashable {
    enum Storage: Hashable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let storage: Storage
    public static let automatic = AnnotationPosition(storage: .automatic)
    public static let top = AnnotationPosition(storage: .top)
    public static let bottom = AnnotationPosition(storage: .bottom)
    public static let leading = AnnotationPosition(storage: .leading)
    public static let trailing = AnnotationPosition(storage: .trailing)
    public static let overlay = AnnotationPosition(storage: .overlay)
    public static let topLeading = AnnotationPosition(storage: .topLeading)
    public static let topTrailing = AnnotationPosition(storage: .topTrailing)
    public static let bottomLeading = AnnotationPosition(storage: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(storage: .bottomTrailing)

    /// The annotation's anchor put at the mark's point, and the direction it moves away.
    var anchorAndDirection: (UnitPoint, CGSize) {
        switch storage {
        case .automatic, .top: (.bottom, CGSize(width: 0, height: -1))
        case .bottom: (.top, CGSize(width: 0, height: 1))
        case .leading: (.trailing, CGSize(width: -1, height: 0))
        case .trailing: (.leading, CGSize(width: 1, height: 0))
        case .overlay: (.center, .zero)
        case .topLeading: (.bottomTrailing, CGSize(width: -1, height: -1))
        case .topTrailing: (.bottomLeading, CGSize(width: 1, height: -1))
        case .bottomLeading: (.topTrailing, CGSize(width: -1, height: 1))
        case .bottomTrailing: (.topLeading, CGSize(width: 1, height: 1))
        }
    }
}

/// How a line or area joins its points.
public struct InterpolationMethod: Sendable, Hashable {
    enum Storage: Hashable { case linear, monotone, catmullRom(CGFloat), cardinal(CGFloat), stepStart, stepCenter, stepEnd }
    let storage: Storage
    public static let linear = InterpolationMethod(storage: .linear)
    public static let monotone = InterpolationMethod(storage: .monotone)
    public static let catmullRom = InterpolationMethod(storage: .catmullRom(0.5))
    public static let cardinal = InterpolationMethod(storage: .cardinal(0))
    public static let stepStart = InterpolationMethod(storage: .stepStart)
    public static let stepCenter = InterpolationMethod(storage: .stepCenter)
    public static let stepEnd = InterpolationMethod(storage: .stepEnd)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(storage: .catmullRom(CGFloat(alpha))) }
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(storage: .cardinal(CGFloat(tension))) }
}
