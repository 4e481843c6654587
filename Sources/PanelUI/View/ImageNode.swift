import PanelBase

/// Lays out and draws an `Image`: a decoded bitmap, a symbol glyph, or a placeholder box
/// for what could not be shown.
final class ImageNode: ViewNode {
    /// What the image shows.
    enum Content: Equatable {
        case bitmap(DecodedImage)
        /// A symbol font character.
        case symbol(String)
        /// A box standing for a missing or broken image; `questionMark` for a symbol.
        case placeholder(questionMark: Bool)
    }

    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    private var image: Image?
    private(set) var content = Content.placeholder(questionMark: false)
    private var font = Font.body

    /// The side of the placeholder for an image whose size is unknown, and of a symbol
    /// square: the font's size in whole pixels.
    private var fontSide: Fixed { Fixed(Swift.max(1, (font.size).rounded())) }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let new = view as? Image else { return }
        let newFont = environment.resolvedFont
        if new == image && newFont == font { return }
        let sourceChanged = new.source != image?.source
        image = new
        font = newFont
        if sourceChanged { content = resolve(new.source) }
        invalidateLayout()
        drawingChanged()
    }

    private func resolve(_ source: Image.Source) -> Content {
        if case .system(let name) = source {
            guard let character = SystemSymbols.character(for: name) else {
                ImageResources.logOnce("Image(systemName: \"\(name)\"): no such symbol in Panel's table "
                                       + "(docs/images.md); showing a placeholder")
                return .placeholder(questionMark: true)
            }
            guard symbolFontAvailable else {
                ImageResources.logOnce("Image(systemName: \"\(name)\"): the symbol font \(FontFace.symbolFontFilePath) "
                                       + "is not installed (Debian: fonts-material-design-icons-iconfont); showing a placeholder")
                return .placeholder(questionMark: true)
            }
            return .symbol(character)
        }
        switch ImageResources.image(for: source) {
        case .success(let decoded):
            return .bitmap(decoded)
        case .failure(let error):
            let what = if case .resource(let name) = source { "Image(\"\(name)\")" } else { "Image(contentsOfFile:)" }
            ImageResources.logOnce("\(what): \(error); showing a placeholder")
            return .placeholder(questionMark: false)
        }
    }

    /// Whether symbols can be drawn: the fonts layout measures with have the symbol font,
    /// or (measuring without fonts) it is installed.
    private var symbolFontAvailable: Bool {
        if let fonts = graph?.textMeasurer as? FontSet { return fonts.symbols != nil }
        return FontFace.symbolFontPath != nil
    }

    /// The size the image has of itself.
    private var naturalSize: FixedSize {
        switch content {
        case .bitmap(let decoded): FixedSize(width: Fixed(decoded.width), height: Fixed(decoded.height))
        case .symbol, .placeholder: FixedSize(width: fontSide, height: fontSide)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        let natural = naturalSize
        guard image?.isResizable == true else { return natural }
        // An open (or unbounded) proposal gets the image's own length.
        func length(_ offered: Fixed?, _ own: Fixed) -> Fixed {
            guard let offered, offered < Fixed.infinity else { return own }
            return Fixed.max(.zero, offered)
        }
        return FixedSize(width: length(proposal.width, natural.width), height: length(proposal.height, natural.height))
    }

    override func containsContent(at point: FixedPoint) -> Bool { frame.contains(point) }

    override func draw(into builder: inout DisplayListBuilder) {
        guard let image, frame.width > .zero, frame.height > .zero else { return }
        let foreground = environment.foregroundColor?.pixelColor ?? Color.primary.pixelColor
        if environment.drawsPlaceholders {
            // A box the image's size, as a redacted text's bars.
            let color = RedactionPlaceholder.color(over: (environment.foregroundColor ?? Color.primary).resolved(in: environment))
            builder.add(.fill(.rectangle, rect: frame, color: color), bounds: frame, owner: self)
            return
        }
        switch content {
        case .bitmap(let decoded):
            let tint = image.renderingMode == .template ? foreground : nil
            for piece in ImageSlicing.pieces(of: image, width: decoded.width, height: decoded.height, in: frame) {
                builder.add(.image(ImageItem(image: decoded, rect: piece.rect, interpolation: image.sampling.imageInterpolation,
                                             tint: tint, source: piece.source, isTiled: piece.isTiled)),
                            bounds: piece.rect, owner: self)
            }
        case .symbol(let character):
            let side = image.isResizable ? Fixed.min(frame.width, frame.height) : fontSide
            let box = FixedRect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2,
                                width: side, height: side)
            // The symbol font's glyphs fill the em square above the baseline.
            let run = TextRun(string: character, baselineOrigin: FixedPoint(x: box.minX, y: box.maxY), fontSize: side,
                              weight: font.weight.value, color: foreground, style: FontStyle(family: .symbols))
            builder.add(.text(run), bounds: box, owner: self)
        case .placeholder(let questionMark):
            builder.add(.fill(.rectangle, rect: frame, color: ImageNode.placeholderFill.pixelColor), bounds: frame, owner: self)
            builder.add(.stroke(.rectangle, rect: frame.insetBy(dx: Fixed.one / 2, dy: Fixed.one / 2),
                                color: ImageNode.placeholderEdge.pixelColor, lineWidth: .one), bounds: frame, owner: self)
            if questionMark {
                let side = Fixed.min(frame.width, frame.height)
                let size = side * 3 / 4
                let run = TextRun(string: "?", baselineOrigin: FixedPoint(x: frame.minX + frame.width / 2 - size * 3 / 10, y: frame.minY + frame.height / 2 + size * 36 / 100),
                                  fontSize: size, weight: Font.Weight.bold.value, color: ImageNode.placeholderEdge.pixelColor)
                builder.add(.text(run), bounds: FixedRect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2, width: side, height: side),
                            owner: self)
            }
        }
    }

    static let placeholderFill = Color(white: 0.92)
    static let placeholderEdge = Color(white: 0.55)
}
