import SwiftUI

/// What a `Chart` holds: marks, and content made of marks (`ForEach`, conditions, your
/// own types with a `body`), as in Swift Charts.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
    /// Adds the marks this content stands for, in the order written: the marks, the
    /// builder's groups and the modifiers give theirs, other content its body's. A
    /// requirement, so a chart reaches each piece's marks by a direct call, not a cast.
    func _collectMarks(into marks: inout _ChartMarks)
}

/// The marks a chart's content stands for, as they are collected.
public struct _ChartMarks {
    var list: [ChartMark] = []
}

extension Never: ChartContent {}

extension ChartContent {
    public func _collectMarks(into marks: inout _ChartMarks) {
        body._collectMarks(into: &marks)
    }

    func primitiveBody() -> Never { fatalError("\(Self.self) has no body: a chart reads its marks directly") }
}

/// Two pieces of content, one after the other (what the builder joins).
public struct _ChartContentPair<First: ChartContent, Second: ChartContent>: ChartContent {
    @usableFromInline let first: First
    @usableFromInline let second: Second
    // Inlinable with the builder: the content of each data point is put together in the
    // app's code, specialised, not through generic copies.
    @inlinable init(first: First, second: Second) {
        self.first = first
        self.second = second
    }
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) {
        first._collectMarks(into: &marks)
        second._collectMarks(into: &marks)
    }
}

/// No content (an empty builder, an `if` that is false).
public struct _EmptyChartContent: ChartContent {
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) {}
}

/// One of two contents, as an `if`/`else` chose.
public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    public var body: Never { primitiveBody() }
    public func _collectMarks(into marks: inout _ChartMarks) {
        switch storage {
        case .first(let content): content._collectMarks(into: &marks)
        case .second(let content): content._collectMarks(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional has no body") }

    public func _collectMarks(into marks: inout _ChartMarks) {
        if let content = self { content._collectMarks(into: &marks) }
    }
}

/// Builds chart content from marks written one after another, `if`s and `ForEach`es.
@resultBuilder
@MainActor
public enum ChartContentBuilder {
    @inlinable public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> _EmptyChartContent { _EmptyChartContent() }
    @inlinable public static func buildPartialBlock<Content: ChartContent>(first: Content) -> Content { first }
    @inlinable public static func buildPartialBlock<First: ChartContent, Next: ChartContent>(accumulated: First, next: Next)
        -> _ChartContentPair<First, Next> {
        _ChartContentPair(first: accumulated, second: next)
    }
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .first(first))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach has no body") }

    public func _collectMarks(into marks: inout _ChartMarks) {
        marks.list.reserveCapacity(marks.list.count + data.count)
        for element in data { content(element)._collectMarks(into: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}
