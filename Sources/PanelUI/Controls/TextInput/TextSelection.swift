import PanelBase

/// Which part of a field's text is selected, as `TextField(_:text:selection:)` and
/// `TextEditor(text:selection:)` read and write it: a range of the text's indices (empty:
/// the caret alone, `isInsertion`).
public struct TextSelection: Hashable, Sendable {
    public enum Indices: Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    public var affinity = TextSelectionAffinity.automatic

    public init(range: Range<String.Index>) { indices = .selection(range) }
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }

    /// The selection in characters of `text` (the first range of several).
    func characterRange(in text: String) -> Range<Int>? {
        let range: Range<String.Index>
        switch indices {
        case .selection(let one): range = one
        case .multiSelection(let several):
            guard let first = several.ranges.first else { return nil }
            range = first
        }
        let lower = Swift.min(range.lowerBound, text.endIndex), upper = Swift.min(range.upperBound, text.endIndex)
        let start = text.distance(from: text.startIndex, to: lower)
        return start..<(start + text.distance(from: lower, to: upper))
    }

    /// The selection of characters `range` of `text`.
    init(characters range: Range<Int>, in text: String) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound, limitedBy: text.endIndex) ?? text.endIndex
        let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
        self.init(range: lower..<upper)
    }
}

/// Which side of a line break or a change of direction an insertion point leans to.
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}
