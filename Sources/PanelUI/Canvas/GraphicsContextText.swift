import PanelBase

extension GraphicsContext {
    /// A text made ready to draw: its string in the canvas's font, and its size.
    public struct ResolvedText {
        let string: String
        let font: Font
        let metrics: TextLineMetrics
        /// What it draws in: the canvas's foreground unless set.
        public var shading: Shading

        /// The size the text takes on one line (it is not wrapped).
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: metrics.width.doubleValue, height: (metrics.ascent + metrics.descent).doubleValue)
        }

        /// The distance from the top to the baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { metrics.ascent.doubleValue }
        public func lastBaseline(in size: CGSize) -> CGFloat { metrics.ascent.doubleValue }
    }

    /// `text` in the canvas's environment (its font, and the foreground to draw it in).
    public func resolve(_ text: Text) -> ResolvedText {
        // The text's own font and colour (`Text("a").font(.caption)`) over the canvas's.
        let styled = text.environmentStyled(environment)
        let font = styled.resolvedFont
        let string = text.string(in: styled)
        let shading = styled.foregroundColor.map { Shading.color($0) } ?? .foreground
        return ResolvedText(string: string, font: font, metrics: recording.measurer.measure(string, font: font), shading: shading)
    }

    /// Draws `text` on one line with its `anchor` point (of the text's box) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` at the top-left of `rect` (on one line, not wrapped or cut).
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text, at: rect.origin, anchor: .topLeading)
    }

    /// Draws resolved text. A scaled context draws it larger; a turned one turns it.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard !text.string.isEmpty else { return }
        if let turned = turnedScope {
            drawTurned(text, at: point, anchor: anchor, in: turned)
            return
        }
        let scale = transform.uniformScale ?? Swift.abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        guard scale.isFinite, scale > 0 else { return }
        var font = text.font
        font.size = text.font.size * scale
        let metrics = scale == 1 ? text.metrics : recording.measurer.measure(text.string, font: font)
        let width = metrics.width, height = metrics.ascent + metrics.descent
        let placed = point.applying(transform)
        let frame = recording.frame
        let left = frame.minX + Fixed(placed.x) - width * Fixed(anchor.x)
        let top = frame.minY + Fixed(placed.y) - height * Fixed(anchor.y)
        let bounds = FixedRect(x: left, y: top, width: width, height: height)
        func run(_ color: PixelColor) -> DisplayItem {
            .text(TextRun(string: text.string, baselineOrigin: FixedPoint(x: left, y: top + metrics.ascent), fontSize: Fixed(font.size),
                          weight: font.weight.value, color: color, style: font.fontStyle,
                          rightToLeft: environment.layoutDirection == .rightToLeft))
        }
        let drawing = drawingScopes
        switch paint(for: text.shading) {
        case .color(let color)?:
            recording.add(run(color), bounds: bounds, inside: drawing)
        case .gradient(let gradient)?:
            // The glyphs drawn opaque into a layer whose alpha masks the gradient (laid over
            // the canvas), as a text view with a gradient foreground is.
            var effect = GroupEffect()
            effect.mask = .paint(gradient, rect: frame)
            recording.add(run(PixelColor(red: 0, green: 0, blue: 0, alpha: 255)), bounds: bounds,
                          inside: drawing + [recording.makeScope(effect)])
            recording.enter(scopes)
        case nil:
            return
        }
    }

    /// Text in a turned context: laid out upright at its untransformed place, in a layer the
    /// renderer draws through the turn.
    private func drawTurned(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint, in turned: CanvasRecording.Scope) {
        let metrics = text.metrics
        let width = metrics.width, height = metrics.ascent + metrics.descent
        let frame = recording.frame
        let left = frame.minX + Fixed(point.x) - width * Fixed(anchor.x)
        let top = frame.minY + Fixed(point.y) - height * Fixed(anchor.y)
        // Upright: the display list takes the group's turn to where it shows.
        let bounds = FixedRect(x: left, y: top, width: width, height: height)
        func run(_ color: PixelColor) -> DisplayItem {
            .text(TextRun(string: text.string, baselineOrigin: FixedPoint(x: left, y: top + metrics.ascent), fontSize: Fixed(text.font.size),
                          weight: text.font.weight.value, color: color, style: text.font.fontStyle,
                          rightToLeft: environment.layoutDirection == .rightToLeft))
        }
        let drawing = drawingScopes
        switch paint(for: text.shading) {
        case .color(let color)?:
            recording.add(run(color), bounds: bounds, inside: drawing + [turned])
        case .gradient(let gradient)?:
            var effect = GroupEffect()
            effect.mask = .paint(gradient, rect: frame)
            recording.add(run(PixelColor(red: 0, green: 0, blue: 0, alpha: 255)), bounds: bounds,
                          inside: drawing + [turned, recording.makeScope(effect)])
        case nil:
            return
        }
        recording.enter(scopes)
    }
}
