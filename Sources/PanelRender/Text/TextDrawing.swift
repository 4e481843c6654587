import PanelBase

/// Text blitted into a surface: each glyph's cached coverage blends the text's colour.
extension TextRenderer {
    /// Draws `text` in `face` at `size` with its (first) baseline starting at `baselineOrigin`,
    /// blending `color` (premultiplied) by each glyph's coverage into `surface`, touching
    /// only pixels inside `clip` and the surface. Returns the pixels it may have changed.
    @discardableResult
    /// `rightToLeft` is the direction of lines with no strong character (the layout
    /// direction); other lines take their first strong character's.
    public func draw(
        _ text: String, face: FontFace? = nil, size: Fixed, monospacedDigits: Bool = false, rightToLeft: Bool = false,
        baselineOrigin: FixedPoint, color: PixelColor, into surface: Surface, clip: PixelRect
    ) -> PixelRect {
        var text = text
        return text.withUTF8 {
            render($0, face: face ?? defaultFace, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft,
                   origin: baselineOrigin, color: color, surface: surface, clip: clip)
        }
    }

    /// `draw(_:face:size:baselineOrigin:color:into:clip:)` for raw UTF-8 bytes; ill-formed
    /// sequences draw as U+FFFD.
    @discardableResult
    public func draw(
        utf8 bytes: [UInt8], face: FontFace? = nil, size: Fixed, baselineOrigin: FixedPoint,
        color: PixelColor, into surface: Surface, clip: PixelRect
    ) -> PixelRect {
        bytes.withUnsafeBufferPointer {
            render($0, face: face ?? defaultFace, size: size, monospacedDigits: false, rightToLeft: false,
                   origin: baselineOrigin, color: color, surface: surface, clip: clip)
        }
    }

    private func render(
        _ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, size: Fixed, monospacedDigits: Bool, rightToLeft: Bool,
        origin: FixedPoint, color: PixelColor, surface: Surface, clip: PixelRect
    ) -> PixelRect {
        guard color.alpha != 0 else { return .zero }
        var touched = PixelRect.zero
        placeGlyphs(bytes, face: face, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft, origin: origin,
                    within: clip.intersection(surface.bounds)) { glyph, box, visible in
            touched = touched.union(visible)
            cache.withCoverage { coverage in
                guard let base = coverage.baseAddress else { return }
                let first = base + glyph.offset + (visible.y - box.y) * box.width + (visible.x - box.x)
                for row in 0..<visible.height {
                    surface.blendMaskSpan(x: visible.x, y: visible.y + row, count: visible.width,
                                          color: color, mask: first + row * box.width)
                }
            }
        }
        return touched
    }
}
