import PanelBase

/// What shows a `Text`: it measures, breaks and draws the text's lines.
final class TextNode: ViewNode, TimedNode {
    override var ownValueAffectsLayout: Bool { false }
    /// A text showing time passing (`TextResolver.timed`) and when its string next
    /// changes: the host fires it then, and it takes its new string.
    private var timedText: Text?
    private(set) var deadline: MonotonicTime?
    /// Marks a change of content or font (its lines, placed, mark theirs).
    override var ownValueAffectsDrawing: Bool { false }
    private(set) var content = "" {
        // Asked at every width a line is broken for: found once per content.
        didSet { contentHoldsNewline = content.utf8.contains(0x0A) }
    }
    private var contentHoldsNewline = false
    private var font = Font.body
    /// The font's face apart from its weight, as text runs carry it.
    private var fontStyle = FontStyle.default
    /// Line limit, truncation, alignment and shrinking, from the environment.
    private var options = TextLayoutOptions()
    /// Which variant the default and adaptive text colours take.
    private var colorScheme = ColorScheme.light
    /// Right to left: `.leading` lines up on the right, and lines with no strong character
    /// run right to left.
    private var rightToLeft = false
    /// A gradient foreground: the text's glyphs mask it.
    private var gradient: GradientPaint?
    /// Underline, strikethrough and baseline offset: the text's own over its environment's.
    private var decoration = TextDecoration()
    /// Strings of this text measured in its font (lines, words, candidate lines), newest
    /// last. A short list searched by equality: hashing a string costs more than comparing
    /// it, and a text measures only a few.
    @exclusivity(unchecked) private var measured: [(string: String, size: CGFloat, metrics: TextLineMetrics)] = []
    /// The font strings are measured in: the text's, or a smaller size of it while
    /// `minimumScaleFactor` looks for one at which the text fits.
    private var measuringFont = Font.body
    private static let measuredKept = 32
    private(set) var lines: [String] = []
    /// The width of each of `lines`.
    private var lineWidths: [Fixed] = []
    /// The size the lines are drawn at (below the font's when shrunk to fit) and the
    /// metrics of a line at that size.
    private var drawnFontSize: CGFloat = Font.body.size
    private var drawnLine = TextLineMetrics(width: .zero, ascent: .zero, descent: .zero, lineHeight: .zero)
    /// (A struct, not a tuple: a tuple of these types is copied through the runtime's
    /// generic tuple witness, some 200 instructions a copy, and layout copies them often.)
    private struct BrokenLines {
        var width: Fixed?
        var lines: [String]
        var lineWidths: [Fixed]
        var size: FixedSize
        var fontSize: CGFloat
        var line: TextLineMetrics
    }
    /// Lines already broken for a width (nil: any width the text fits unbroken), for the
    /// current content and font: layout asks the same widths again and again.
    @exclusivity(unchecked) private var broken: [BrokenLines] = []
    private static let brokenWidthsKept = 8
    /// The content's paragraphs and words, cut once per content.
    private var splitting: TextSplitting?
    /// A change of string drawn rolling or crossfading (`NumericTextRoll`), and its animation.
    var roll: NumericTextRoll?
    var rollAnimation: Animation?
    var lastNumericValue: Double?
    /// A text of styled runs (`Text + Text`, attributed, markdown) or spaced text
    /// (kerning, tracking): laid out and drawn by run; nil for plain text.
    var styled: StyledTextLayout?
    var styledLines: [StyledTextLine] = []

    override func update(from view: any View, environment: EnvironmentValues) {
        // A text's own font and colour (`Text.font(_:)`) apply over the environment's.
        // Read as a `Text` by type, no dynamic cast (a node's view has its type).
        let text = storedValue(view, as: Text.self)
        let environment = text?.environmentStyled(environment) ?? environment
        super.update(from: view, environment: environment)
        // One lookup for the font, its modifiers and the line options.
        let textEnvironment = environment.textEnvironment
        let newFont = textEnvironment.resolvedFont
        let newOptions = TextLayoutOptions(textEnvironment)
        let newScheme = environment.colorScheme
        if newScheme != colorScheme {
            colorScheme = newScheme
            drawingChanged()
        }
        let newRightToLeft = environment.layoutDirection == .rightToLeft
        if newRightToLeft != rightToLeft {
            rightToLeft = newRightToLeft
            drawingChanged()
        }
        guard let text else { return }
        let newContent = TextCaseModifier.apply(textEnvironment.textCase, to: string(of: text, in: environment))
        if newContent != content { startContentTransition(from: content, to: newContent, environment: environment) }
        if newContent != content || newFont != font || newOptions != options {
            invalidateLayout()
            drawingChanged()
            content = newContent
            font = newFont
            measuringFont = newFont
            fontStyle = newFont.fontStyle
            options = newOptions
            measured.removeAll()
            broken.removeAll()
            splitting = nil
        }
        updateStyledRuns(text, content: newContent, font: newFont, options: newOptions, text: textEnvironment, environment: environment)
        let newDecoration = textEnvironment.decoration
        if newDecoration != decoration {
            decoration = newDecoration
            drawingChanged()
        }
        let newGradient = environment.foregroundGradient
        if newGradient != gradient {
            gradient = newGradient
            drawingChanged()
        }
    }

    /// The text's string; for a timed text, at the host's time, noting when it next changes.
    private func string(of text: Text, in environment: EnvironmentValues) -> String {
        guard let timed = text.resolver?.timed, let graph else {
            if timedText != nil {
                timedText = nil
                deadline = nil
                graph?.timelines.unregister(self)
            }
            return text.string(in: environment)
        }
        let timelines = graph.timelines, now = graph.time
        let (string, next) = timed(environment, timelines.wallClock.wall(at: now))
        timedText = text
        // A change due no later than now waits a millisecond: a faulty resolver cannot
        // spin the loop.
        deadline = next.map { Swift.max(timelines.wallClock.monotonic(atWall: $0), now + 1_000_000) }
        timelines.register(self)
        return string
    }

    /// Takes the timed text's new string when it is due by `time`.
    func fire(at time: MonotonicTime) {
        guard let due = deadline, due <= time, let text = timedText else { return }
        deadline = nil
        update(from: text, environment: environment)
        graph?.needsUpdate = true
    }

    override func didRemove() {
        if timedText != nil { graph?.timelines.unregister(self) }
        super.didRemove()
    }

    // The lookups below are loops, not `first(where:)` with a closure: a closure of this
    // main-actor class checks its executor each time it is called.
    func metrics(_ string: String) -> TextLineMetrics {
        let size = measuringFont.size
        var index = measured.count - 1
        while index >= 0 {
            if measured[index].size == size, measured[index].string == string { return measured[index].metrics }
            index -= 1
        }
        let value = graph?.textMeasurer.measure(string, font: measuringFont)
            ?? ApproximateTextMeasurer().measure(string, font: measuringFont)
        if measured.count >= TextNode.measuredKept { measured.removeFirst(TextNode.measuredKept / 2) }
        measured.append((string, size, value))
        return value
    }

    /// Breaks the text at newlines, then at spaces (and, in scripts without spaces, where
    /// UAX #14 allows: `TextSplitting`) into lines no wider than `width` (a piece wider than
    /// that gets a line of its own).
    private func wrap(_ width: Fixed?) -> [String] {
        if fitsOnOneLine(width) { return [content] }
        if splitting == nil { splitting = TextSplitting(content) }
        var lines: [String] = [], joiners: [String] = []
        for paragraph in splitting?.paragraphs ?? [] {
            wrap(paragraph, width, into: &lines, joiners: &joiners)
        }
        return lines
    }

    /// `wrap(_:)`, each line saying whether it ends its paragraph (for line limits) and
    /// what joined it to the line before in the paragraph (" " or "").
    private func wrapMarkingParagraphs(_ width: Fixed?) -> [(text: String, endsParagraph: Bool, joiner: String)] {
        if fitsOnOneLine(width) { return [(content, true, "")] }
        if splitting == nil { splitting = TextSplitting(content) }
        var marked: [(text: String, endsParagraph: Bool, joiner: String)] = []
        var lines: [String] = [], joiners: [String] = []
        for paragraph in splitting?.paragraphs ?? [] {
            lines.removeAll(keepingCapacity: true)
            joiners.removeAll(keepingCapacity: true)
            wrap(paragraph, width, into: &lines, joiners: &joiners)
            for (index, line) in lines.enumerated() { marked.append((line, index == lines.count - 1, joiners[index])) }
        }
        return marked
    }

    /// Whether the text is one paragraph (no "\n") no wider than `width`: then it is its
    /// one line, and it need not be split into words (a reading re-made at every update
    /// is measured, not split).
    private func fitsOnOneLine(_ width: Fixed?) -> Bool {
        guard !contentHoldsNewline else { return false }
        guard let width else { return true }
        return metrics(content).width <= width
    }

    private func wrap(_ paragraph: TextSplitting.Paragraph, _ width: Fixed?, into lines: inout [String],
                      joiners: inout [String]) {
        guard let width, metrics(paragraph.text).width > width else {
            lines.append(paragraph.text)
            joiners.append("")
            return
        }
        // No width (a stack's probe for the narrowest size): a space alone is wider, so
        // every piece gets a line of its own, with no candidate line to measure.
        if width <= .zero {
            lines.append(contentsOf: paragraph.pieces)
            joiners.append(contentsOf: paragraph.joiners)
            return
        }
        var current = "", currentJoiner = ""
        for (index, piece) in paragraph.pieces.enumerated() {
            let joiner = paragraph.joiners[index]
            let candidate = current.isEmpty ? piece : current + joiner + piece
            if current.isEmpty || metrics(candidate).width <= width {
                current = candidate
            } else {
                lines.append(current)
                joiners.append(currentJoiner)
                current = piece
                currentJoiner = joiner
            }
        }
        lines.append(current)
        joiners.append(currentJoiner)
    }

    /// Height, ascent and descent of one line (of any text in this font).
    private var lineMetrics: TextLineMetrics { metrics("") }

    /// The lines for `width`, their widths and the size they take.
    private func layout(_ width: Fixed?) -> BrokenLines {
        // The lines at any width come first.
        if broken.isEmpty { broken.append(breakLines(nil)) }
        let unbroken = broken[0]
        // Any width the widest paragraph fits in breaks only at newlines.
        guard let width, width < unbroken.size.width else { return unbroken }
        for kept in broken.dropFirst() where kept.width == width { return kept }
        let entry = breakLines(width)
        if broken.count > TextNode.brokenWidthsKept { broken.remove(at: 1) }
        broken.append(entry)
        return entry
    }

    private func breakLines(_ width: Fixed?) -> BrokenLines {
        measuringFont = font
        var lines: [String]
        if options.lineLimit == nil {
            lines = wrap(width)
        } else {
            let limited = limitedLines(width)
            lines = limited.lines
            if limited.truncated, let width, options.minimumScaleFactor < 1, let size = largestFittingSize(width) {
                measuringFont.size = size
                lines = limitedLines(width).lines
            }
        }
        var widths: [Fixed] = []
        widths.reserveCapacity(lines.count)
        for line in lines { widths.append(metrics(line).width) }
        let line = lineMetrics
        let shownLines = options.reservesSpace ? Swift.max(lines.count, options.lineLimit ?? 0) : lines.count
        let entry = BrokenLines(width: width, lines: lines, lineWidths: widths,
                                size: FixedSize(width: widths.max() ?? .zero, height: line.lineHeight * shownLines),
                                fontSize: measuringFont.size, line: line)
        measuringFont = font
        return entry
    }

    /// The largest size, down to `minimumScaleFactor` of the font's in 1/64 px steps, at
    /// which the text fits `width` within its line limit untruncated; nil when none does
    /// (the text is then truncated at its own size).
    private func largestFittingSize(_ width: Fixed) -> CGFloat? {
        let full = Int((font.size * 64).rounded(.down))
        var low = Int((font.size * options.minimumScaleFactor * 64).rounded(.up)), high = full - 1
        var best: Int?
        while low <= high {
            let middle = (low + high) / 2
            measuringFont.size = CGFloat(middle) / 64
            if limitedLines(width).truncated {
                high = middle - 1
            } else {
                best = middle
                low = middle + 1
            }
        }
        measuringFont.size = font.size
        return best.map { CGFloat($0) / 64 }
    }

    /// The lines within the line limit: when there are more, the last one shown holds the
    /// rest of its paragraph, truncated, or ends in "…" when its paragraph ends there. A
    /// line wider than `width` (one long word) is truncated too.
    private func limitedLines(_ width: Fixed?) -> (lines: [String], truncated: Bool) {
        let wrapped = wrapMarkingParagraphs(width)
        let limit = Swift.max(1, options.lineLimit ?? wrapped.count)
        var lines: [String] = []
        var truncated = wrapped.count > limit
        for index in 0..<Swift.min(limit, wrapped.count) {
            let line = wrapped[index]
            if index == limit - 1, wrapped.count > limit {
                if line.endsParagraph {
                    lines.append(self.truncated(line.text, toFit: width, mode: .tail, always: true))
                } else {
                    // The rest of the paragraph, cut where the mode says.
                    var rest = line.text
                    var next = index + 1
                    while next < wrapped.count {
                        rest += wrapped[next].joiner + wrapped[next].text
                        if wrapped[next].endsParagraph { break }
                        next += 1
                    }
                    lines.append(self.truncated(rest, toFit: width, mode: options.truncationMode, always: true))
                }
            } else {
                let shown = self.truncated(line.text, toFit: width, mode: options.truncationMode, always: false)
                if shown != line.text { truncated = true }
                lines.append(shown)
            }
        }
        return (lines, truncated)
    }

    /// `text` when it fits in `width` (and `always` is false); else the most of it that fits
    /// with "…" where `mode` cuts it (spaces next to the ellipsis dropped); "" when not even
    /// "…" fits. With no width, `always` appends "…".
    private func truncated(_ text: String, toFit width: Fixed?, mode: Text.TruncationMode, always: Bool) -> String {
        guard let width else { return always ? TextTruncationCandidate.make(Array(text), keeping: text.count, mode: .tail) : text }
        if !always, metrics(text).width <= width { return text }
        let characters = Array(text)
        // The most characters kept whose candidate fits: candidates widen as they keep more.
        var low = 0, high = characters.count
        if !always { high -= 1 }
        guard metrics(TextTruncationCandidate.make(characters, keeping: 0, mode: mode)).width <= width else { return "" }
        while low < high {
            let middle = (low + high + 1) / 2
            if metrics(TextTruncationCandidate.make(characters, keeping: middle, mode: mode)).width <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return TextTruncationCandidate.make(characters, keeping: low, mode: mode)
    }

    /// Lines break at the offered width; the height follows from them.
    override var sizeThatFitsIgnoresOfferedHeight: Bool { true }
    override var alwaysIgnoresOfferedHeight: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        if let styled { return styled.layout(proposal.width).size }
        return layout(proposal.width).size
    }

    override func placeChildren(in rect: FixedRect) {
        if let styled {
            let laid = styled.layout(rect.width).lines
            if laid != styledLines { drawingChanged() }
            styledLines = laid
            lines = laid.map(\.string)
            return
        }
        let laid = layout(rect.width)
        if laid.lines != lines || laid.lineWidths != lineWidths || laid.fontSize != drawnFontSize { drawingChanged() }
        lines = laid.lines
        lineWidths = laid.lineWidths
        drawnFontSize = laid.fontSize
        drawnLine = laid.line
    }

    override func containsContent(at point: FixedPoint) -> Bool { frame.contains(point) }

    override func draw(into builder: inout DisplayListBuilder) {
        let foreground = (environment.foregroundColor ?? Color.primary).resolved(in: colorScheme)
        if let styled {
            drawStyled(styled, style: StyledTextStyle(foreground: foreground, accent: environment.tint ?? .accentColor,
                                                      colorScheme: colorScheme, alignment: options.alignment, rightToLeft: rightToLeft),
                       gradient: gradient, into: &builder)
            return
        }
        if environment.drawsPlaceholders {
            drawLines(color: RedactionPlaceholder.color(over: foreground), placeholders: true, into: &builder)
            return
        }
        if let gradient {
            // The glyphs drawn opaque into a layer whose alpha then masks the gradient, laid
            // over the text's frame.
            var effect = GroupEffect()
            effect.mask = .paint(gradient, rect: frame)
            builder.beginGroup(effect, owner: self)
            drawLines(color: .black, into: &builder)
            builder.endGroup()
            return
        }
        drawLines(color: foreground.pixelColor, into: &builder)
    }

    /// The lines as text, or (redacted) as bars their size.
    private func drawLines(color: PixelColor, placeholders: Bool = false, into builder: inout DisplayListBuilder) {
        let whole = drawnLine
        let lead = (whole.lineHeight - whole.ascent - whole.descent) / 2
        for (index, line) in lines.enumerated() {
            let top = frame.minY + whole.lineHeight * index + lead
            // Lines line up inside the text's frame (as wide as its widest line).
            let x: Fixed
            // In right to left, leading is the right edge and trailing the left.
            switch (options.alignment, rightToLeft) {
            case (.leading, false), (.trailing, true): x = frame.minX
            case (.center, _): x = frame.minX + (frame.width - lineWidths[index]) / 2
            case (.trailing, false), (.leading, true): x = frame.maxX - lineWidths[index]
            }
            if placeholders {
                let bar = RedactionPlaceholder.bar(x: x, top: top, width: lineWidths[index], glyphHeight: whole.ascent + whole.descent)
                builder.add(.fill(.roundedRectangle(cornerRadius: bar.radius), rect: bar.rect, color: color), bounds: bar.rect, owner: self)
                continue
            }
            let baseline = FixedPoint(x: x, y: top + whole.ascent - Fixed(decoration.baselineOffset ?? 0))
            let run = TextRun(string: line, baselineOrigin: baseline,
                              fontSize: Fixed(drawnFontSize), weight: font.weight.value, color: color, style: fontStyle,
                              rightToLeft: rightToLeft)
            if let roll, lines.count == 1 {
                drawRoll(roll, run: run, top: top, height: whole.ascent + whole.descent, into: &builder)
            } else {
                builder.add(.text(run), bounds: FixedRect(x: x, y: baseline.y - whole.ascent, width: lineWidths[index],
                                                          height: whole.ascent + whole.descent), owner: self)
            }
            if !decoration.isEmpty {
                var drawnFont = font
                drawnFont.size = drawnFontSize
                let metrics = graph?.textMeasurer.decorationMetrics(font: drawnFont) ?? .approximate(size: Fixed(drawnFontSize))
                TextDecorationDrawing.add(decoration, metrics: metrics, baseline: baseline, width: lineWidths[index],
                                          textColor: color, colorScheme: colorScheme, owner: self, into: &builder)
            }
        }
    }
}
