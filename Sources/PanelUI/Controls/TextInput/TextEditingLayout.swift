import PanelBase

/// Where the characters of a text being edited stand: its lines (cut at line breaks) with
/// the caret stops of each, in 1/64 px from the text's top left. It answers where the
/// caret for an index is drawn, which index a touch lands on, and where the caret goes for
/// the arrow keys.
struct TextEditingLayout {
    struct Line {
        /// The index of its first character, and how many it has (its line break not counted).
        var start: Int
        var count: Int
        var stops: TextCaretStops
        /// What it shows.
        var text: String
        /// Whether a line break ends it (else it was wrapped, and the next line goes on).
        var endsParagraph = true
        /// How far right of the text's left edge it starts (lines aligned right).
        var x = 0
    }

    private(set) var lines: [Line]
    /// One line's height (1/64 px).
    let lineHeight: Int

    /// Lays out `shown` (what is drawn: the text, or a secure field's dots) with `stops`
    /// measuring a line; with `wrapWidth`, a line wider than that is wrapped after its last
    /// space that fits (or its last character that fits, in a word longer than the line).
    init(shown: String, lineHeight: Int, wrapWidth: Int? = nil, stops: (String) -> TextCaretStops) {
        var lines: [Line] = []
        var start = 0
        for piece in shown.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = piece.count
            let whole = stops(String(piece))
            if let wrapWidth, whole.width > wrapWidth, count > 1 {
                TextEditingLayout.wrap(Array(piece), measured: whole, width: wrapWidth, from: start, stops: stops, into: &lines)
            } else {
                lines.append(Line(start: start, count: count, stops: whole, text: String(piece)))
            }
            start += count + 1
        }
        self.lines = lines
        self.lineHeight = Swift.max(1, lineHeight)
    }

    /// Cuts one paragraph into lines no wider than `width`, each measured again on its own:
    /// after the last break opportunity that fits (a space, or where UAX #14 allows one
    /// inside a run such as Chinese), else after the last character that fits.
    private static func wrap(_ characters: [Character], measured: TextCaretStops, width: Int, from start: Int,
                             stops: (String) -> TextCaretStops, into lines: inout [Line]) {
        let breaks = breakOpportunities(in: characters)
        var lineStart = 0
        while lineStart < characters.count {
            var used = 0, end = lineStart
            var lastBreak: Int?
            while end < characters.count {
                let advance = measured.rights[end] - measured.lefts[end]
                // Spaces hang past the edge; anything else that does not fit starts a line.
                if used + advance > width, end > lineStart, characters[end] != " " { break }
                used += advance
                end += 1
                if breaks[end] { lastBreak = end }
            }
            if end < characters.count, let lastBreak, lastBreak > lineStart { end = lastBreak }
            let text = String(characters[lineStart..<end])
            lines.append(Line(start: start + lineStart, count: end - lineStart, stops: stops(text), text: text,
                              endsParagraph: end == characters.count))
            lineStart = end
        }
    }

    /// For each position 0...count, whether a line may end there: after a space, or between
    /// two pieces of a word that the line breaking rules (libunibreak) allow to part.
    static func breakOpportunities(in characters: [Character]) -> [Bool] {
        var breaks = [Bool](repeating: false, count: characters.count + 1)
        var wordStart = 0
        func cutWord(upTo end: Int) {
            guard end - wordStart > 1 else { return }
            var position = wordStart
            for piece in LineBreakOpportunities.pieces(of: Substring(String(characters[wordStart..<end]))).dropLast() {
                position += piece.count
                breaks[position] = true
            }
        }
        for (index, character) in characters.enumerated() where character == " " {
            cutWord(upTo: index)
            breaks[index + 1] = true
            wordStart = index + 1
        }
        cutWord(upTo: characters.count)
        return breaks
    }

    /// What is drawn: the lines, one under the other.
    var drawnText: String { lines.map(\.text).joined(separator: "\n") }

    /// The widest line's width.
    var width: Int { lines.reduce(0) { Swift.max($0, $1.stops.width) } }

    /// Lines its right edges up, as right-to-left text lines up on its leading side: each
    /// line ends at `edge` (where the text fits), or at the widest line's end.
    mutating func alignRight(to edge: Int) {
        let right = Swift.max(edge, width)
        for number in lines.indices { lines[number].x = right - lines[number].stops.width }
    }

    /// Where the widest line starts (0 unless aligned right).
    var left: Int { lines.map(\.x).min() ?? 0 }
    var height: Int { lines.count * lineHeight }

    /// The line holding the caret before character `index`.
    func line(of index: Int) -> Int {
        var found = 0
        for (number, line) in lines.enumerated() where index >= line.start { found = number }
        return found
    }

    /// Where the caret before character `index` is drawn: x and the top of its line.
    func caretPosition(at index: Int) -> (x: Int, y: Int) {
        let number = line(of: index)
        let line = lines[number]
        return (line.x + line.stops.caretX(at: index - line.start), number * lineHeight)
    }

    /// The index a touch at `x`, `y` (from the text's top left) places the caret at.
    func index(atX x: Int, y: Int) -> Int {
        let number = Swift.min(Swift.max(0, y / lineHeight), lines.count - 1)
        let line = lines[number]
        return line.start + line.stops.index(nearestTo: x - line.x)
    }

    /// One character right (or left) on screen; past a line's end, the next line's start.
    func index(visuallyFrom index: Int, right: Bool) -> Int {
        let line = lines[line(of: index)]
        let column = index - line.start
        let moved = line.stops.index(visuallyFrom: column, right: right)
        if moved != column { return line.start + moved }
        // At the line's edge that way: across its line break.
        let forward = right != line.stops.paragraphRightToLeft
        if forward { return Swift.min(index + 1, (lines.last.map { $0.start + $0.count }) ?? index) }
        return Swift.max(0, index - 1)
    }

    /// The caret one line up (or down) at the same x; nil on the first (last) line.
    func index(verticallyFrom index: Int, down: Bool) -> Int? {
        let number = line(of: index)
        let target = number + (down ? 1 : -1)
        guard target >= 0, target < lines.count else { return nil }
        let x = caretPosition(at: index).x
        return lines[target].start + lines[target].stops.index(nearestTo: x - lines[target].x)
    }

    /// The start and end of the line holding the caret before `index`.
    func lineBounds(of index: Int) -> Range<Int> {
        let line = lines[line(of: index)]
        return line.start..<(line.start + line.count)
    }

    /// The rectangles (x, y, width) a selection of `range` covers, a line high each.
    func selectionRects(_ range: Range<Int>) -> [(x: Int, y: Int, width: Int)] {
        var rects: [(x: Int, y: Int, width: Int)] = []
        for (number, line) in lines.enumerated() {
            let lineRange = line.start..<(line.start + line.count + (line.endsParagraph ? 1 : 0))
            let overlap = range.clamped(to: lineRange)
            guard !overlap.isEmpty else { continue }
            for span in line.stops.spans(covering: (overlap.lowerBound - line.start)..<(overlap.upperBound - line.start)) {
                rects.append((line.x + span.left, number * lineHeight, span.right - span.left))
            }
            // A selected line break: a sliver past the line's end.
            if line.endsParagraph, overlap.upperBound > line.start + line.count, number + 1 < lines.count {
                rects.append((line.x + line.stops.width, number * lineHeight, lineHeight / 4))
            }
        }
        return rects
    }
}
