import PanelBase

/// A font: a size in logical pixels (1 pt = 1 px on the panel) and a weight.
public struct Font: Hashable, Sendable {
    public var size: CGFloat
    public var weight: Weight

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

    public static func system(size: CGFloat, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    public static let largeTitle = Font(size: 34, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular)
    public static let title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold)
    /// The default: 17 px.
    public static let body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular)
    public static let subheadline = Font(size: 15, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular)
    public static let caption = Font(size: 12, weight: .regular)

    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
    public func bold() -> Font { weight(.bold) }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// The font of text inside; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this view.
    @inlinable public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Makes text in this view bold, whatever font it has.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontWeightOverride, identity: isActive) { weight in
            if isActive { weight = .bold }
        }
    }

    /// Sets the weight of text in this view, whatever font it has.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.fontWeightOverride, identity: weight) { current in
            if let weight { current = weight }
        }
    }
}

private struct FontWeightOverrideKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

extension EnvironmentValues {
    /// A weight text takes over its font's (`bold()`, `fontWeight(_:)`).
    var fontWeightOverride: Font.Weight? {
        get { self[FontWeightOverrideKey.self] }
        set { self[FontWeightOverrideKey.self] = newValue }
    }

    /// The font text in this environment is drawn with.
    var resolvedFont: Font {
        let font = self.font ?? .body
        return fontWeightOverride.map { font.weight($0) } ?? font
    }
}
