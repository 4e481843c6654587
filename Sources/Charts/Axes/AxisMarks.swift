import SwiftUI

/// The content of `chartXAxis { ... }`: groups of `AxisMarks`.
@MainActor @preconcurrency
public protocol AxisContent {}

/// Grid lines, ticks and labels at the values an axis marks.
public struct AxisMarks<Content>: AxisContent {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    /// The parts drawn at each value (nil: the default grid line, tick and label).
    let parts: ((AxisValue) -> AxisMarkParts)?
    let stroke: StrokeStyle?
}

extension AxisMarks where Content == Never {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(values: values, position: position, parts: nil, stroke: stroke)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], stroke: StrokeStyle? = nil) {
        self.init(values: AxisMarkValues(storage: .values(values.map(\._plottedValue))), position: position, parts: nil, stroke: stroke)
    }

    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where F.FormatOutput == String {
        let label = AxisValueLabel(format: format)
        self.init(values: values, position: position, parts: { _ in
            var parts = AxisMarkParts()
            AxisGridLine().apply(to: &parts)
            AxisTick().apply(to: &parts)
            label.apply(to: &parts)
            return parts
        }, stroke: stroke)
    }
}

extension AxisMarks where Content: AxisMark {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(values: values, position: position, parts: { value in
            var parts = AxisMarkParts()
            (content(value) as? any PrimitiveAxisMark)?.apply(to: &parts)
            return parts
        }, stroke: nil)
    }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(values: values, position: position, parts: { _ in
            var parts = AxisMarkParts()
            (content() as? any PrimitiveAxisMark)?.apply(to: &parts)
            return parts
        }, stroke: nil)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position,
                  values: AxisMarkValues(storage: .values(values.map(\._plottedValue))), content: content)
    }
}

/// Several axis contents at once.
public struct _AxisContentGroup: AxisContent {
    let contents: [any AxisContent]
}

@resultBuilder
@MainActor
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> any AxisContent { content }
    public static func buildBlock(_ contents: any AxisContent...) -> _AxisContentGroup { _AxisContentGroup(contents: contents) }
    public static func buildOptional(_ content: _AxisContentGroup?) -> _AxisContentGroup { content ?? _AxisContentGroup(contents: []) }
    public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
}

/// An axis as a chart modifier set it: hidden, or its groups of marks (nil: automatic).
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    var marks: [AnyAxisMarks]?
}

/// `AxisMarks` with its content type erased.
@MainActor
struct AnyAxisMarks {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let parts: ((AxisValue) -> AxisMarkParts)?
    let stroke: StrokeStyle?

    static func collect(_ content: any AxisContent, into list: inout [AnyAxisMarks]) {
        if let group = content as? _AxisContentGroup {
            for item in group.contents { collect(item, into: &list) }
        } else if let marks = content as? any ErasableAxisMarks {
            list.append(marks.erased)
        }
    }
}

@MainActor
protocol ErasableAxisMarks { var erased: AnyAxisMarks { get } }

extension AxisMarks: ErasableAxisMarks {
    var erased: AnyAxisMarks { AnyAxisMarks(values: values, position: position, parts: parts, stroke: stroke) }
}
