/// Where a caret can stand in one shaped line: each character's (grapheme cluster's) left
/// and right edge on screen and its direction, from which the caret's x for a logical
/// index, the index a tap lands on and the visual neighbours of a caret follow. Positions
/// are 1/64 px from the line's start.
///
/// The caret between two characters of different directions has two places on screen;
/// the boundaries between characters in visual order decide: each names the logical index
/// a caret there stands at (the character on the paragraph's side wins at a change of
/// direction), so Left and Right walk the line as it is drawn.
public struct TextCaretStops: Equatable, Sendable {
    /// Each character's edges and direction, in logical order.
    public private(set) var lefts: [Int]
    public private(set) var rights: [Int]
    public private(set) var rightToLeft: [Bool]
    /// The line's advance width.
    public let width: Int
    /// The direction of the paragraph (its first strong character's).
    public let paragraphRightToLeft: Bool
    /// The boundaries between characters, left to right: x and the logical index there.
    public private(set) var boundaries: [(x: Int, index: Int)] = []

    public init(lefts: [Int], rights: [Int], rightToLeft: [Bool], width: Int, paragraphRightToLeft: Bool) {
        self.lefts = lefts
        self.rights = rights
        self.rightToLeft = rightToLeft
        self.width = width
        self.paragraphRightToLeft = paragraphRightToLeft
        boundaries = makeBoundaries()
    }

    /// One stop per character of `count` characters, each `advance` wide, left to right:
    /// for measuring without a font.
    public init(uniformAdvance advance: Int, count: Int) {
        self.init(lefts: (0..<count).map { $0 * advance }, rights: (0..<count).map { ($0 + 1) * advance },
                  rightToLeft: Array(repeating: false, count: count), width: count * advance, paragraphRightToLeft: false)
    }

    public var count: Int { lefts.count }

    public static func == (a: TextCaretStops, b: TextCaretStops) -> Bool {
        a.lefts == b.lefts && a.rights == b.rights && a.rightToLeft == b.rightToLeft && a.width == b.width
            && a.paragraphRightToLeft == b.paragraphRightToLeft
    }

    /// The characters in visual order, left to right.
    private var visualOrder: [Int] {
        (0..<count).sorted { lefts[$0] != lefts[$1] ? lefts[$0] < lefts[$1] : rights[$0] < rights[$1] }
    }

    private func makeBoundaries() -> [(x: Int, index: Int)] {
        guard count > 0 else { return [(0, 0)] }
        let order = visualOrder
        // The logical index at a character's left or right edge.
        func atLeft(_ c: Int) -> Int { rightToLeft[c] ? c + 1 : c }
        func atRight(_ c: Int) -> Int { rightToLeft[c] ? c : c + 1 }
        var result: [(x: Int, index: Int)] = [(lefts[order[0]], atLeft(order[0]))]
        // Boundaries at a change of direction have two candidates: decided once the others
        // are known, for an index no other boundary names (else the paragraph's side).
        var changes: [(position: Int, left: Int, right: Int)] = []
        for position in 1..<order.count {
            let left = order[position - 1], right = order[position]
            if rightToLeft[left] == rightToLeft[right] {
                result.append((rights[left], atRight(left)))
            } else {
                changes.append((result.count, atRight(left), atLeft(right)))
                result.append((rights[left], -1))
            }
        }
        result.append((rights[order[order.count - 1]], atRight(order[order.count - 1])))
        for change in changes {
            let named = Set(result.map(\.index))
            let paragraphSide = rightToLeft[order[change.position - 1]] == paragraphRightToLeft ? change.left : change.right
            let otherSide = paragraphSide == change.left ? change.right : change.left
            result[change.position].index = named.contains(paragraphSide) && !named.contains(otherSide) ? otherSide : paragraphSide
        }
        return result
    }

    /// Where the caret before character `index` (0...count) is drawn.
    public func caretX(at index: Int) -> Int {
        let index = Swift.min(Swift.max(0, index), count)
        guard count > 0 else { return 0 }
        if let boundary = boundaries.first(where: { $0.index == index }) { return boundary.x }
        // No boundary names it (a position inside a change of direction): after the
        // character before it, as it was typed.
        if index > 0 { return rightToLeft[index - 1] ? lefts[index - 1] : rights[index - 1] }
        return rightToLeft[0] ? rights[0] : lefts[0]
    }

    /// The logical index of the caret nearest `x` (a tap there).
    public func index(nearestTo x: Int) -> Int {
        var best = boundaries[0]
        for boundary in boundaries.dropFirst() where abs(boundary.x - x) < abs(best.x - x) { best = boundary }
        return best.index
    }

    /// The caret one character right (or left) of `index` on screen; `index` itself at the
    /// line's end.
    public func index(visuallyFrom index: Int, right: Bool) -> Int {
        let x = caretX(at: index)
        // The boundary the caret stands on (the nearest one when none names it).
        let current = boundaries.firstIndex { $0.index == index && $0.x == x }
            ?? boundaries.indices.min { abs(boundaries[$0].x - x) < abs(boundaries[$1].x - x) } ?? 0
        var next = current
        repeat {
            next += right ? 1 : -1
            guard next >= 0, next < boundaries.count else { return index }
        } while boundaries[next].index == index
        return boundaries[next].index
    }

    /// The spans (left x, right x) that cover characters `range` on screen, left to right:
    /// one for text of one direction, more where directions mix.
    public func spans(covering range: Range<Int>) -> [(left: Int, right: Int)] {
        let clamped = range.clamped(to: 0..<count)
        var spans: [(left: Int, right: Int)] = []
        for character in visualOrder where clamped.contains(character) {
            if let last = spans.last, last.right == lefts[character] {
                spans[spans.count - 1].right = rights[character]
            } else {
                spans.append((lefts[character], rights[character]))
            }
        }
        return spans
    }
}
