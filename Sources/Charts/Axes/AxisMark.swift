import SwiftUI

/// One part of an axis at each marked value: a grid line, a tick or a label.
@MainActor @preconcurrency
public protocol AxisMark {}

/// The parts `AxisMarks` draws at a value, as the chart reads them.
struct AxisMarkParts {
    var gridLine: StrokeStyle?
    var tick: (length: CGFloat, stroke: StrokeStyle)?
    var label: AxisLabelSource?
    /// Whether any part was given (no content at all draws the default set).
    var isEmpty: Bool { gridLine == nil && tick == nil && label == nil }
}

/// What a value's label shows.
enum AxisLabelSource {
    case automatic
    case format((_PlottedValue) -> String?)
    case view(AnyView)
}

@MainActor
protocol PrimitiveAxisMark {
    func apply(to parts: inout AxisMarkParts)
}

/// A line across the plot at the value.
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    let stroke: StrokeStyle
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke ?? StrokeStyle(lineWidth: 1) }
    func apply(to parts: inout AxisMarkParts) { parts.gridLine = stroke }
}

/// A short line outside the plot at the value.
public struct AxisTick: AxisMark, PrimitiveAxisMark {
    let length: CGFloat
    let stroke: StrokeStyle
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke ?? StrokeStyle(lineWidth: 1)
    }
    func apply(to parts: inout AxisMarkParts) { parts.tick = (length, stroke) }
}

/// The value's text: formatted for its axis, with `format:`, or a view of your own.
public struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
    let source: AxisLabelSource
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        source = .automatic
    }
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                orientation: AxisValueLabelOrientation = .automatic)
    where F.FormatOutput == String {
        source = .format { value in
            switch value {
            case .number(let number):
                if let input = number as? F.FormatInput { return format.format(input) }
                if let input = Int(number.rounded()) as? F.FormatInput { return format.format(input) }
                return nil
            case .date(let seconds): return (Date(timeIntervalSinceReferenceDate: seconds) as? F.FormatInput).map(format.format)
            case .category(let name): return (name as? F.FormatInput).map(format.format)
            }
        }
    }
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                               orientation: AxisValueLabelOrientation = .automatic,
                               @ViewBuilder content: () -> Content) {
        source = .view(AnyView(content()))
    }
    public init<S: StringProtocol>(_ label: S) {
        let text = String(label)
        source = .format { _ in text }
    }
    func apply(to parts: inout AxisMarkParts) { parts.label = source }
}

public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
    public static let truncate = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
}

public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// Several axis marks at once.
public struct _AxisMarkGroup: AxisMark, PrimitiveAxisMark {
    let marks: [any AxisMark]
    func apply(to parts: inout AxisMarkParts) {
        for mark in marks { (mark as? any PrimitiveAxisMark)?.apply(to: &parts) }
    }
}

extension Optional: AxisMark where Wrapped: AxisMark {}
extension Optional: PrimitiveAxisMark where Wrapped: AxisMark {
    func apply(to parts: inout AxisMarkParts) {
        if let mark = self { (mark as? any PrimitiveAxisMark)?.apply(to: &parts) }
    }
}

@resultBuilder
@MainActor
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> any AxisMark { mark }
    public static func buildBlock(_ marks: any AxisMark...) -> _AxisMarkGroup { _AxisMarkGroup(marks: marks) }
    public static func buildOptional(_ mark: _AxisMarkGroup?) -> _AxisMarkGroup { mark ?? _AxisMarkGroup(marks: []) }
    public static func buildEither(first: _AxisMarkGroup) -> _AxisMarkGroup { first }
    public static func buildEither(second: _AxisMarkGroup) -> _AxisMarkGroup { second }
    public static func buildLimitedAvailability(_ mark: _AxisMarkGroup) -> _AxisMarkGroup { mark }
}
