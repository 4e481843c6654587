import PanelBase

/// Lays out a text of styled runs (`Text + Text`, an attributed string, markdown, spaced
/// text) as one paragraph per line break: each run measured in its own font, lines broken
/// where the text as a whole may break (at spaces, and inside runs where UAX #14 allows),
/// a word spanning runs kept whole, and the last line cut with "…" under a line limit.
/// One per text node, made again when the text's runs or line options change.
final class StyledTextLayout {
    let segments: [StyledTextSegment]
    let options: TextLayoutOptions
    private let measurer: any TextMeasuring
    private let paragraphs: [[StyledTextPiece]]
    /// Widths measured so far, by segment and string: breaking asks the same ones often.
    private var widths: [MeasuredRun: Fixed] = [:]
    /// Each segment's line metrics (of an empty line in its font).
    private var vertical: [TextLineMetrics?]
    private var broken: [(width: Fixed?, lines: [StyledTextLine], size: FixedSize)] = []
    private static let brokenWidthsKept = 8

    private struct MeasuredRun: Hashable {
        var segment: Int
        var text: String
    }

    init(segments: [StyledTextSegment], options: TextLayoutOptions, measurer: any TextMeasuring) {
        self.segments = segments
        self.options = options
        self.measurer = measurer
        vertical = Array(repeating: nil, count: segments.count)
        var paragraphs: [[StyledTextPiece]] = [[]]
        for (index, segment) in segments.enumerated() {
            for (number, paragraph) in TextSplitting(segment.string).paragraphs.enumerated() {
                if number > 0 { paragraphs.append([]) }
                for (position, piece) in paragraph.pieces.enumerated() {
                    // A segment's first piece continues the word before it.
                    let breaks = position > 0 && !paragraphs[paragraphs.count - 1].isEmpty
                    paragraphs[paragraphs.count - 1].append(StyledTextPiece(segment: index, text: piece,
                                                                            joiner: paragraph.joiners[position], breaksBefore: breaks))
                }
            }
        }
        self.paragraphs = paragraphs
    }

    /// The lines for `width` (nil: unbroken but at line breaks) and the size they take.
    func layout(_ width: Fixed?) -> (lines: [StyledTextLine], size: FixedSize) {
        if broken.isEmpty { broken.append((nil, breakLines(nil), .zero)); broken[0].size = size(of: broken[0].lines) }
        let unbroken = broken[0]
        guard let width, width < unbroken.size.width else { return (unbroken.lines, unbroken.size) }
        for kept in broken.dropFirst() where kept.width == width { return (kept.lines, kept.size) }
        let lines = breakLines(width)
        if broken.count > StyledTextLayout.brokenWidthsKept { broken.remove(at: 1) }
        broken.append((width, lines, size(of: lines)))
        return (lines, size(of: lines))
    }

    private func size(of lines: [StyledTextLine]) -> FixedSize {
        var height = lines.reduce(Fixed.zero) { $0 + $1.height }
        if options.reservesSpace, let limit = options.lineLimit, lines.count < limit {
            height += metrics(of: 0).lineHeight * (limit - lines.count)
        }
        return FixedSize(width: lines.map(\.width).max() ?? .zero, height: height)
    }

    // MARK: Measuring

    func metrics(of segment: Int) -> TextLineMetrics {
        guard segment < segments.count else { return TextLineMetrics(width: .zero, ascent: .zero, descent: .zero, lineHeight: .zero) }
        if let known = vertical[segment] { return known }
        let value = measurer.measure("", font: segments[segment].font)
        vertical[segment] = value
        return value
    }

    private func width(of text: String, in segment: Int) -> Fixed {
        let key = MeasuredRun(segment: segment, text: text)
        if let known = widths[key] { return known }
        let value = measurer.measure(text, font: segments[segment].font).width
        widths[key] = value
        return value
    }

    /// A line of `pieces` (the first one's joiner dropped): runs of the same segment
    /// joined, measured in their fonts, spaced; cluster positions when `placing`.
    private func line(_ pieces: ArraySlice<StyledTextPiece>, placing: Bool) -> StyledTextLine {
        var runs: [(segment: Int, text: String)] = []
        for (offset, piece) in pieces.enumerated() {
            let joined = offset == 0 ? piece.text : piece.joiner + piece.text
            if let last = runs.last, last.segment == piece.segment {
                runs[runs.count - 1].text += joined
            } else {
                runs.append((piece.segment, joined))
            }
        }
        var line = StyledTextLine(fragments: [], width: .zero, ascent: .zero, descent: .zero, height: .zero)
        for (index, run) in runs.enumerated() {
            let segment = segments[run.segment]
            var width = width(of: run.text, in: run.segment)
            var offsets: [Fixed]?
            if segment.isSpaced, !run.text.isEmpty {
                let clusters = Array(run.text)
                width += segment.spacing * clusters.count
                // Kerning goes between pairs: not after the line's last cluster.
                if index == runs.count - 1 { width += segment.trailingSpacing - segment.spacing }
                if placing {
                    var prefix = "", placed: [Fixed] = [.zero]
                    for (position, cluster) in clusters.dropLast().enumerated() {
                        prefix.append(cluster)
                        placed.append(self.width(of: prefix, in: run.segment) + segment.spacing * (position + 1))
                    }
                    offsets = placed
                }
            }
            line.fragments.append(.init(segment: run.segment, text: run.text, x: line.width, width: width, clusterOffsets: offsets))
            line.width += width
            let vertical = metrics(of: run.segment)
            line.ascent = Fixed.max(line.ascent, vertical.ascent)
            line.descent = Fixed.max(line.descent, vertical.descent)
            line.height = Fixed.max(line.height, vertical.lineHeight)
        }
        line.height = Fixed.max(line.height, line.ascent + line.descent)
        return line
    }

    // MARK: Breaking

    /// Each paragraph's lines for `width`, as pieces, with whether the line ends its
    /// paragraph.
    private func wrap(_ width: Fixed?) -> [(pieces: ArraySlice<StyledTextPiece>, endsParagraph: Bool, paragraph: Int)] {
        var result: [(pieces: ArraySlice<StyledTextPiece>, endsParagraph: Bool, paragraph: Int)] = []
        for (number, paragraph) in paragraphs.enumerated() {
            let lines = wrap(paragraph, width)
            for (index, range) in lines.enumerated() {
                result.append((paragraph[range], index == lines.count - 1, number))
            }
        }
        return result
    }

    /// Greedy breaking: each unbreakable unit (a word, pieces across segments) goes on the
    /// line when the line with it fits, else starts the next line.
    private func wrap(_ pieces: [StyledTextPiece], _ width: Fixed?) -> [Range<Int>] {
        guard let width, !pieces.isEmpty, line(pieces[...], placing: false).width > width else { return [0..<pieces.count] }
        var lines: [Range<Int>] = []
        var lineStart = 0, start = 0
        while start < pieces.count {
            var end = start + 1
            while end < pieces.count, !pieces[end].breaksBefore { end += 1 }
            if start > lineStart, width <= .zero || line(pieces[lineStart..<end], placing: false).width > width {
                lines.append(lineStart..<start)
                lineStart = start
            }
            start = end
        }
        lines.append(lineStart..<pieces.count)
        return lines
    }

    private func breakLines(_ width: Fixed?) -> [StyledTextLine] {
        let wrapped = wrap(width)
        guard let limit = options.lineLimit.map({ Swift.max(1, $0) }) else {
            return wrapped.map { line($0.pieces, placing: true) }
        }
        var lines: [StyledTextLine] = []
        for index in 0..<Swift.min(limit, wrapped.count) {
            let shown = wrapped[index]
            if index == limit - 1, wrapped.count > limit {
                if shown.endsParagraph {
                    lines.append(truncated(Array(shown.pieces), toFit: width, mode: .tail, always: true))
                } else {
                    // The rest of the paragraph, cut where the mode says.
                    var rest = Array(shown.pieces)
                    for next in wrapped[(index + 1)...] where next.paragraph == shown.paragraph { rest += next.pieces }
                    lines.append(truncated(rest, toFit: width, mode: options.truncationMode, always: true))
                }
            } else {
                let whole = line(shown.pieces, placing: true)
                if let width, whole.width > width {
                    lines.append(truncated(Array(shown.pieces), toFit: width, mode: options.truncationMode, always: false))
                } else {
                    lines.append(whole)
                }
            }
        }
        return lines
    }

    // MARK: Truncating

    /// The line of `pieces` when it fits (and `always` is false); else the most of its
    /// characters that fit with "…" where `mode` cuts them, each keeping its segment's
    /// style (the ellipsis takes its neighbour's).
    private func truncated(_ pieces: [StyledTextPiece], toFit width: Fixed?, mode: Text.TruncationMode,
                           always: Bool) -> StyledTextLine {
        var characters: [(character: Character, segment: Int)] = []
        for (offset, piece) in pieces.enumerated() {
            if offset > 0 { for character in piece.joiner { characters.append((character, piece.segment)) } }
            for character in piece.text { characters.append((character, piece.segment)) }
        }
        let fallback = pieces.first?.segment ?? 0
        func candidate(_ keep: Int) -> StyledTextLine {
            let kept = StyledTextTruncation.candidate(characters, keeping: keep, mode: mode, fallbackSegment: fallback)
            return line(kept[...], placing: false)
        }
        guard let width else { return placed(StyledTextTruncation.candidate(characters, keeping: characters.count, mode: .tail, fallbackSegment: fallback)) }
        if !always, line(pieces[...], placing: false).width <= width { return line(pieces[...], placing: true) }
        guard candidate(0).width <= width else { return line([], placing: true) }
        var low = 0, high = always ? characters.count : characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if candidate(middle).width <= width { low = middle } else { high = middle - 1 }
        }
        return placed(StyledTextTruncation.candidate(characters, keeping: low, mode: mode, fallbackSegment: fallback))
    }

    private func placed(_ pieces: [StyledTextPiece]) -> StyledTextLine { line(pieces[...], placing: true) }
}
