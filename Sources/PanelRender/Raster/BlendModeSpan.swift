import PanelBase

extension Surface {
    /// Composites `count` premultiplied pixels from `source` over row `y` from `x` with a
    /// blend mode (`BlendModePixel`). Source over (`.normal`) has its own faster spans.
    package func blendModeSpan(x: Int, y: Int, count: Int, source: UnsafePointer<UInt32>, mode: LayerBlendMode) {
        guard count > 0 else { return }
        let p = row(y) + x
        for i in 0..<count {
            p[i] = BlendModePixel.composite(source[i], over: p[i], mode: mode)
        }
    }
}
