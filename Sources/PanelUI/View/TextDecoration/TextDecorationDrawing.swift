import PanelBase

/// Draws a line of text's underline and strikethrough as filled strokes at the font's
/// positions, dashed as their patterns say.
enum TextDecorationDrawing {
    /// The strokes under and through a line whose baseline starts at `baseline` and runs
    /// `width` along, in `textColor` unless a style has its own.
    @MainActor
    static func add(_ decoration: TextDecoration, metrics: TextDecorationMetrics, baseline: FixedPoint, width: Fixed,
                    textColor: PixelColor, colorScheme: ColorScheme, owner: ViewNode, into builder: inout DisplayListBuilder) {
        guard width > .zero else { return }
        if let underline = decoration.underline, !underline.isNone {
            addLine(underline, top: baseline.y + metrics.underlineTop, thickness: metrics.underlineThickness,
                    x: baseline.x, width: width, textColor: textColor, colorScheme: colorScheme, owner: owner, into: &builder)
        }
        if let strikethrough = decoration.strikethrough, !strikethrough.isNone {
            addLine(strikethrough, top: baseline.y + metrics.strikethroughTop, thickness: metrics.strikethroughThickness,
                    x: baseline.x, width: width, textColor: textColor, colorScheme: colorScheme, owner: owner, into: &builder)
        }
    }

    @MainActor
    private static func addLine(_ style: Text.LineStyle, top: Fixed, thickness: Fixed, x: Fixed, width: Fixed,
                                textColor: PixelColor, colorScheme: ColorScheme, owner: ViewNode,
                                into builder: inout DisplayListBuilder) {
        let color = style.color.map { $0.resolved(in: colorScheme).pixelColor } ?? textColor
        let segments = style.pattern.segments
        guard !segments.isEmpty else {
            let rect = FixedRect(x: x, y: top, width: width, height: thickness)
            builder.add(.fill(.rectangle, rect: rect, color: color), bounds: rect, owner: owner)
            return
        }
        // Dashes in multiples of the thickness, from the line's start; the last one cut at
        // its end.
        var position = Fixed.zero, index = 0
        while position < width {
            let length = thickness * segments[index % segments.count]
            if index % 2 == 0 {
                let rect = FixedRect(x: x + position, y: top, width: Fixed.min(length, width - position), height: thickness)
                builder.add(.fill(.rectangle, rect: rect, color: color), bounds: rect, owner: owner)
            }
            position += Fixed.max(length, .one)
            index += 1
        }
    }
}
