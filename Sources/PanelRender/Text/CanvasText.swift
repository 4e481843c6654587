import PanelBase

/// Text on a `RasterCanvas`: the canvas's translation moves it and its clip bounds it, like
/// every shape drawn there.
extension RasterCanvas {
    /// Draws `text` with `renderer`, its first baseline starting at `baselineOrigin` in
    /// canvas coordinates. Returns the device pixels it may have changed.
    @discardableResult
    public func drawText(
        _ text: String, with renderer: TextRenderer, face: FontFace? = nil, size: Fixed, monospacedDigits: Bool = false,
        rightToLeft: Bool = false, baselineOrigin: FixedPoint, color: PixelColor
    ) -> PixelRect {
        renderer.draw(text, face: face, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft,
                      baselineOrigin: baselineOrigin + translation, color: color, into: surface, clip: clip)
    }
}
