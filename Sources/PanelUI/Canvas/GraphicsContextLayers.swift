import PanelBase

extension GraphicsContext {
    /// Draws `content` into a layer of its own, composited as one with this context's
    /// opacity (a translucent layer shows no overlap between its drawings). The layer's
    /// context starts with this one's transform and clips.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var effect = GroupEffect()
        effect.opacity = opacityByte
        var layer = self
        // Composited with the context's blend mode, after its filters.
        layer.scopes = drawingScopes + [recording.makeScope(effect)]
        layer.opacity = 1
        layer.blendMode = .normal
        layer.filters = []
        // The layer's group opens now, even if nothing is drawn in it yet.
        recording.enter(layer.scopes)
        try content(&layer)
        // Back outside the layer: what this context draws next is composited after it.
        recording.enter(scopes)
    }

    /// Keeps later drawing where what `content` draws is opaque (times `opacity`).
    ///
    /// Panel cuts by the bounding rectangle of what `content` fills (its paths' points),
    /// not by its alpha.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let probe = CanvasRecording(frame: recording.frame, environment: recording.environment, measurer: recording.measurer)
        var drawn = GraphicsContext(recording: probe, size: recording.frame.size.cgSize)
        drawn.transform = transform
        try content(&drawn)
        var bounds = FixedRect.zero
        for case .item(_, let itemBounds) in probe.operations { bounds = bounds.union(itemBounds) }
        let local = bounds.offsetBy(dx: -recording.frame.minX, dy: -recording.frame.minY).cgRect
        clip(to: Path(local).applying(transform.inverted()), options: options)
        if opacity < 1 { self.opacity *= Swift.max(0, opacity) }
    }

    /// How `clip(to:)` cuts.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How a drawing is combined with what is under it: source over (`.normal`), the W3C
    /// blend modes, and the Porter-Duff operators (each within the bounds of the drawing).
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The renderer's mode (the raw values follow `CGBlendMode`'s, in the same order).
        var layerBlendMode: LayerBlendMode {
            guard rawValue >= 0, rawValue <= Int32(UInt8.max) else { return .normal }
            return LayerBlendMode(rawValue: UInt8(rawValue)) ?? .normal
        }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
