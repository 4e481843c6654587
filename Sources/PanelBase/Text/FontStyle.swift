/// Which face of a `FontSet` draws a run, apart from its weight: the family (design),
/// italic, and whether digits are laid out tabular. Small and compared field by field, so
/// a text run that carries it stays cheap to compare.
public struct FontStyle: Hashable, Sendable {
    /// The family a face is taken from.
    public enum Family: Hashable, Sendable {
        /// DejaVu Sans: the default.
        case sans
        /// DejaVu Sans Mono.
        case monospaced
        /// DejaVu Serif.
        case serif
        /// A font file found by name in `FontSet.customFontDirectories`.
        case custom(String)
        /// The symbol font `Image(systemName:)` draws with (`FontSet.symbols`).
        case symbols
    }

    public var family: Family
    public var isItalic: Bool
    /// Every digit advances by the widest digit's advance (tabular figures).
    public var monospacedDigits: Bool

    @inlinable
    public init(family: Family = .sans, isItalic: Bool = false, monospacedDigits: Bool = false) {
        self.family = family
        self.isItalic = isItalic
        self.monospacedDigits = monospacedDigits
    }

    /// Upright DejaVu Sans with proportional digits.
    public static let `default` = FontStyle()

    /// Written out so that the common case (both the default family) compares no string.
    @inlinable public static func == (a: FontStyle, b: FontStyle) -> Bool {
        a.isItalic == b.isItalic && a.monospacedDigits == b.monospacedDigits && a.family == b.family
    }
}
