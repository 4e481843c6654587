import PanelBase

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct FontWeightOverrideKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

private struct FontItalicKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct FontDesignOverrideKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

private struct MonospacedDigitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The font of text inside; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// A weight text takes over its font's (`bold()`, `fontWeight(_:)`).
    var fontWeightOverride: Font.Weight? {
        get { self[FontWeightOverrideKey.self] }
        set { self[FontWeightOverrideKey.self] = newValue }
    }

    /// Text is italic whatever its font (`italic()`).
    var fontItalicOverride: Bool {
        get { self[FontItalicKey.self] }
        set { self[FontItalicKey.self] = newValue }
    }

    /// A design text takes over its font's (`fontDesign(_:)`, `monospaced()`).
    var fontDesignOverride: Font.Design? {
        get { self[FontDesignOverrideKey.self] }
        set { self[FontDesignOverrideKey.self] = newValue }
    }

    /// Text has tabular digits whatever its font (`monospacedDigit()`).
    var monospacedDigitOverride: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// The font text in this environment is drawn with: the font, then the modifiers'
    /// weight, design, italic and tabular digits over it.
    var resolvedFont: Font {
        var font = self.font ?? .body
        if let weight = fontWeightOverride { font.weight = weight }
        if let design = fontDesignOverride, font.customName == nil { font.design = design }
        if fontItalicOverride { font.isItalic = true }
        if monospacedDigitOverride { font.hasMonospacedDigits = true }
        return font
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

    /// Makes text in this view italic, whatever font it has.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontItalicOverride, identity: isActive) { italic in
            if isActive { italic = true }
        }
    }

    /// Sets the design of text in this view (system fonts; custom fonts keep theirs).
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.fontDesignOverride, identity: design) { current in
            if let design { current = design }
        }
    }

    /// Draws text in this view in the fixed-width design (DejaVu Sans Mono).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontDesignOverride, identity: isActive) { current in
            if isActive { current = .monospaced }
        }
    }

    /// Gives text in this view tabular digits: each as wide as the widest, so a changing
    /// number keeps its width.
    public func monospacedDigit() -> some View {
        transformEnvironment(\.monospacedDigitOverride, identity: true) { $0 = true }
    }
}
