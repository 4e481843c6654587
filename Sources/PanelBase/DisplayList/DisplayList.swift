/// What the view tree draws, in order: shapes, text and groups of effects, each with the
/// screen pixels it may touch. Two lists diff into damage rectangles; the rasterizer turns
/// a list into pixels.
public struct DisplayList: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var item: DisplayItem
        /// The pixels the item (a group: its whole content) may change, on screen.
        public var bounds: PixelRect
        /// The same in layout coordinates, before any group's scale: where a group's layer
        /// lies (its content, with nested groups' effects, shadow and clip applied).
        public var localBounds: PixelRect

        public init(item: DisplayItem, bounds: PixelRect, localBounds: PixelRect) {
            self.item = item
            self.bounds = bounds
            self.localBounds = localBounds
        }
    }

    public var entries: [Entry] = []
    public init() {}

    /// Rectangles covering every pixel that differs between `old` and this list: the
    /// items that changed, appeared or went (compared after a common prefix and suffix).
    public func damage(since old: DisplayList) -> [PixelRect] {
        let a = old.entries, b = entries
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var rects: [PixelRect] = []
        for entry in a[prefix..<(a.count - suffix)] where !entry.bounds.isEmpty { rects.append(entry.bounds) }
        for entry in b[prefix..<(b.count - suffix)] where !entry.bounds.isEmpty { rects.append(entry.bounds) }
        return DisplayList.merge(rects)
    }

    /// Merges overlapping rectangles; many small ones become their union.
    package static func merge(_ input: [PixelRect], limit: Int = 8) -> [PixelRect] {
        var rects = input
        var merged = true
        while merged {
            merged = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i {
                    if !rects[i].intersection(rects[j]).isEmpty {
                        rects[i] = rects[i].union(rects[j])
                        rects.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        if rects.count > limit { return [rects.reduce(PixelRect.zero) { $0.union($1) }] }
        return rects
    }

    /// The text runs, in drawing order (tests read what is on screen through this).
    public var texts: [TextRun] {
        entries.compactMap { if case .text(let run) = $0.item { return run } else { return nil } }
    }
}

/// One drawing instruction.
public enum DisplayItem: Hashable, Sendable {
    case fill(ShapeKind, rect: FixedRect, color: PixelColor)
    case stroke(ShapeKind, rect: FixedRect, color: PixelColor, lineWidth: Fixed)
    case text(TextRun)
    /// Starts a layer: what follows up to the matching `endGroup` is drawn into it, then
    /// the layer is composited with the effect.
    case beginGroup(GroupEffect)
    case endGroup
}

extension DisplayItem {
    /// Whether the item opens or closes a group.
    @inlinable package var isGroupBoundary: Bool {
        switch self {
        case .beginGroup, .endGroup: true
        default: false
        }
    }
}

/// One line of text: its baseline's left end, font and colour.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var baselineOrigin: FixedPoint
    public var fontSize: Fixed
    public var weight: Int
    public var color: PixelColor

    public init(string: String, baselineOrigin: FixedPoint, fontSize: Fixed, weight: Int, color: PixelColor) {
        self.string = string
        self.baselineOrigin = baselineOrigin
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
    }
}

/// How a layer is composited: opacity, scale about an anchor, a shadow beneath, a clip.
public struct GroupEffect: Hashable, Sendable {
    public static let one = 1 << 16
    public var opacity: UInt8 = 255
    /// Scale factors in Q16.16 (65536 is 1).
    public var scaleX: Int = GroupEffect.one
    public var scaleY: Int = GroupEffect.one
    /// The point that stays put when scaling, on screen.
    public var anchor: FixedPoint = .zero
    public var shadow: ShadowEffect?
    public var clip: FixedRect?

    public init() {}

    /// Whether compositing the layer changes nothing (so its content may be drawn directly).
    public var isIdentity: Bool { opacity == 255 && !isScaled && shadow == nil && clip == nil }

    /// Whether the layer is scaled on either axis.
    public var isScaled: Bool { scaleX != GroupEffect.one || scaleY != GroupEffect.one }

    package static func q16(_ value: Double) -> Int {
        guard value.isFinite else { return GroupEffect.one }
        return Int(Int64(saturating: (value * Double(GroupEffect.one)).rounded()))
    }
}

/// A blurred copy of a layer's coverage in `color`, offset, drawn beneath it.
public struct ShadowEffect: Hashable, Sendable {
    public var color: PixelColor
    public var radius: Fixed
    public var offset: FixedPoint

    public init(color: PixelColor, radius: Fixed, offset: FixedPoint) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
