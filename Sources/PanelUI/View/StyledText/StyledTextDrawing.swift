import PanelBase

/// How a styled text's lines are drawn: what its node knows of its environment.
struct StyledTextStyle {
    var foreground: Color
    /// Link runs' colour.
    var accent: Color
    var colorScheme: ColorScheme
    var alignment: TextAlignment
    var rightToLeft: Bool
    /// Every run in this colour (a gradient's mask draws the glyphs opaque).
    var colorOverride: PixelColor?
    /// Redacted: each line drawn as a bar in this colour.
    var placeholder: PixelColor?
}

extension StyledTextLayout {
    /// Draws `lines` in `frame`: each line aligned in the frame, each run in its own font
    /// and colour with its decoration, a spaced run one cluster at a time.
    @MainActor
    func draw(_ lines: [StyledTextLine], in frame: FixedRect, style: StyledTextStyle, owner: ViewNode,
              into builder: inout DisplayListBuilder) {
        var top = frame.minY
        for line in lines {
            defer { top += line.height }
            let lineX: Fixed
            switch (style.alignment, style.rightToLeft) {
            case (.leading, false), (.trailing, true): lineX = frame.minX
            case (.center, _): lineX = frame.minX + (frame.width - line.width) / 2
            case (.trailing, false), (.leading, true): lineX = frame.maxX - line.width
            }
            let lead = (line.height - line.ascent - line.descent) / 2
            if let placeholder = style.placeholder {
                let bar = RedactionPlaceholder.bar(x: lineX, top: top + lead, width: line.width, glyphHeight: line.ascent + line.descent)
                builder.add(.fill(.roundedRectangle(cornerRadius: bar.radius), rect: bar.rect, color: placeholder),
                            bounds: bar.rect, owner: owner)
                continue
            }
            let baselineY = top + lead + line.ascent
            for fragment in line.fragments where !fragment.text.isEmpty {
                // In right to left, runs stand from the right edge in the order of the text.
                let x = style.rightToLeft ? lineX + line.width - fragment.x - fragment.width : lineX + fragment.x
                draw(fragment, x: x, baselineY: baselineY, style: style, owner: owner, into: &builder)
            }
        }
    }

    @MainActor
    private func draw(_ fragment: StyledTextLine.Fragment, x: Fixed, baselineY: Fixed, style: StyledTextStyle, owner: ViewNode,
                      into builder: inout DisplayListBuilder) {
        let segment = segments[fragment.segment]
        let color = style.colorOverride
            ?? (segment.color ?? (segment.link != nil ? style.accent : style.foreground)).resolved(in: style.colorScheme).pixelColor
        let vertical = metrics(of: fragment.segment)
        let baseline = FixedPoint(x: x, y: baselineY - Fixed(segment.decoration.baselineOffset ?? 0))
        let font = segment.font
        func add(_ string: String, at origin: FixedPoint, width: Fixed) {
            let run = TextRun(string: string, baselineOrigin: origin, fontSize: Fixed(font.size), weight: font.weight.value,
                              color: color, style: font.fontStyle, rightToLeft: style.rightToLeft)
            builder.add(.text(run), bounds: FixedRect(x: origin.x, y: origin.y - vertical.ascent, width: width,
                                                      height: vertical.ascent + vertical.descent), owner: owner)
        }
        if let offsets = fragment.clusterOffsets {
            for (index, cluster) in fragment.text.enumerated() where index < offsets.count {
                let end = index + 1 < offsets.count ? offsets[index + 1] : fragment.width
                add(String(cluster), at: FixedPoint(x: baseline.x + offsets[index], y: baseline.y), width: end - offsets[index])
            }
        } else {
            add(fragment.text, at: baseline, width: fragment.width)
        }
        if !segment.decoration.isEmpty {
            let metrics = (owner.graph?.textMeasurer).map { $0.decorationMetrics(font: font) } ?? .approximate(size: Fixed(font.size))
            TextDecorationDrawing.add(segment.decoration, metrics: metrics, baseline: baseline, width: fragment.width,
                                      textColor: color, colorScheme: style.colorScheme, owner: owner, into: &builder)
        }
    }
}
