import PanelBase

/// A line (or, when narrow, lines) of text, sized by its font's metrics and drawn in the
/// foreground colour.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { TextNode() }
    public nonisolated static func == (a: Text, b: Text) -> Bool { a.content == b.content }
}

final class TextNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    /// Marks a change of content or font (its lines, placed, mark theirs).
    override var ownValueAffectsDrawing: Bool { false }
    private(set) var content = ""
    private var font = Font.body
    /// A gradient foreground: the text's glyphs mask it.
    private var gradient: GradientPaint?
    /// Strings of this text measured in its font (lines, words, candidate lines), newest
    /// last. A short list searched by equality: hashing a string costs more than comparing
    /// it, and a text measures only a few.
    private var measured: [(string: String, metrics: TextLineMetrics)] = []
    private static let measuredKept = 32
    private(set) var lines: [String] = []
    /// The width of each of `lines`.
    private var lineWidths: [Fixed] = []
    private typealias BrokenLines = (width: Fixed?, lines: [String], lineWidths: [Fixed], size: FixedSize)
    /// Lines already broken for a width (nil: any width the text fits unbroken), for the
    /// current content and font: layout asks the same widths again and again.
    private var broken: [BrokenLines] = []
    private static let brokenWidthsKept = 8
    /// The content's paragraphs and words, cut once per content.
    private var splitting: TextSplitting?

    package override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        let newFont = environment.resolvedFont
        if let text = view as? Text, text.content != content || newFont != font {
            invalidateLayout()
            drawingChanged()
            content = text.content
            font = newFont
            measured.removeAll()
            broken.removeAll()
            splitting = nil
        }
        let newGradient = environment.foregroundGradient
        if newGradient != gradient {
            gradient = newGradient
            drawingChanged()
        }
    }

    // The lookups below are loops, not `first(where:)` with a closure: a closure of this
    // main-actor class checks its executor each time it is called.
    private func metrics(_ string: String) -> TextLineMetrics {
        var index = measured.count - 1
        while index >= 0 {
            if measured[index].string == string { return measured[index].metrics }
            index -= 1
        }
        let value = graph?.textMeasurer.measure(string, font: font)
            ?? ApproximateTextMeasurer().measure(string, font: font)
        if measured.count >= TextNode.measuredKept { measured.removeFirst(TextNode.measuredKept / 2) }
        measured.append((string, value))
        return value
    }

    /// Breaks the text at newlines, then at spaces into lines no wider than `width` (a
    /// word wider than that gets a line of its own).
    private func wrap(_ width: Fixed?) -> [String] {
        if splitting == nil { splitting = TextSplitting(content) }
        var lines: [String] = []
        for paragraph in splitting?.paragraphs ?? [] {
            wrap(paragraph, width, into: &lines)
        }
        return lines
    }

    private func wrap(_ paragraph: (text: String, words: [String]), _ width: Fixed?, into lines: inout [String]) {
        guard let width, metrics(paragraph.text).width > width else {
            lines.append(paragraph.text)
            return
        }
        // No width (a stack's probe for the narrowest size): a space alone is wider, so
        // every word gets a line of its own, with no candidate line to measure.
        if width <= .zero {
            lines.append(contentsOf: paragraph.words)
            return
        }
        var current = ""
        for word in paragraph.words {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || metrics(candidate).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
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
        let lines = wrap(width)
        var widths: [Fixed] = []
        widths.reserveCapacity(lines.count)
        for line in lines { widths.append(metrics(line).width) }
        return (width, lines, widths, FixedSize(width: widths.max() ?? .zero, height: lineMetrics.lineHeight * lines.count))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize { layout(proposal.width).size }

    override func placeChildren(in rect: FixedRect) {
        let laid = layout(rect.width)
        if laid.lines != lines || laid.lineWidths != lineWidths { drawingChanged() }
        lines = laid.lines
        lineWidths = laid.lineWidths
    }

    override func containsContent(at point: FixedPoint) -> Bool { frame.contains(point) }

    package override func draw(into builder: inout DisplayListBuilder) {
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
        drawLines(color: environment.foregroundColor?.pixelColor ?? Color.primary.pixelColor, into: &builder)
    }

    private func drawLines(color: PixelColor, into builder: inout DisplayListBuilder) {
        let whole = lineMetrics
        let lead = (whole.lineHeight - whole.ascent - whole.descent) / 2
        for (index, line) in lines.enumerated() {
            let top = frame.minY + whole.lineHeight * index + lead
            let run = TextRun(string: line, baselineOrigin: FixedPoint(x: frame.minX, y: top + whole.ascent),
                              fontSize: Fixed(font.size), weight: font.weight.value, color: color)
            builder.add(.text(run), bounds: FixedRect(x: frame.minX, y: top, width: lineWidths[index],
                                                     height: whole.ascent + whole.descent), owner: self)
        }
    }
}
