import PanelBase

/// A font: a size in logical pixels (1 pt = 1 px on the panel), a weight, a design
/// (DejaVu Sans, Sans Mono or Serif), italic and tabular digits; or a font file by name.
public struct Font: Hashable, Sendable {
    public var size: CGFloat
    public var weight: Weight
    /// The family: `.rounded` draws as `.default` (DejaVu has no rounded face).
    public internal(set) var design: Design = .default
    public internal(set) var isItalic = false
    /// Every digit takes the widest digit's advance, so changing numbers do not move.
    public internal(set) var hasMonospacedDigits = false
    /// The font file's name for `custom(_:size:)`; nil for the system font.
    public internal(set) var customName: String?
    /// The text style the font was made from, if any.
    public internal(set) var textStyle: TextStyle?

    /// A font weight, 100 (thin) to 900 (black).
    public struct Weight: Hashable, Sendable, Comparable {
        public let value: Int
        public init(value: Int) { self.value = value }
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    init(size: CGFloat, weight: Weight, design: Design = .default, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
    }

    /// The system font at `size`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font of a text style, in a design and weight other than the style's.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The font file `name` (`Name.ttf`, `.otf` or `.ttc`, or the file name itself) in the
    /// fonts folders (`FontSet.customFontDirectories`); DejaVu Sans when none holds it.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(size: size, weight: .regular)
        font.customName = name
        return font
    }

    /// `custom(_:size:)`: the panel has no Dynamic Type, so sizes do not scale with a style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, size: size)
        font.textStyle = textStyle
        return font
    }

    /// `custom(_:size:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let subheadline = TextStyle.subheadline.font
    /// The default: 17 px.
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    /// The same font in another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic (DejaVu's oblique faces for Sans and Sans Mono).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The same font with every digit as wide as the widest.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The same font in its fixed-width design (DejaVu Sans Mono); a custom font stays as it is.
    public func monospaced() -> Font {
        var font = self
        if font.customName == nil { font.design = .monospaced }
        return font
    }

    /// The face the renderer draws, apart from the weight.
    package var fontStyle: FontStyle {
        let family: FontStyle.Family
        if let customName {
            family = .custom(customName)
        } else {
            switch design {
            case .monospaced: family = .monospaced
            case .serif: family = .serif
            case .default, .rounded: family = .sans
            }
        }
        return FontStyle(family: family, isItalic: isItalic, monospacedDigits: hasMonospacedDigits)
    }
}
