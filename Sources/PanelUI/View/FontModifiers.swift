import PanelBase

extension EnvironmentValues {
    /// The font of text inside; `nil` means `.body`.
    public var font: Font? {
        get { textEnvironment.font }
        set { textEnvironment.font = newValue }
    }

    /// A weight text takes over its font's (`bold()`, `fontWeight(_:)`).
    var fontWeightOverride: Font.Weight? {
        get { textEnvironment.weightOverride }
        set { textEnvironment.weightOverride = newValue }
    }

    /// Text is italic whatever its font (`italic()`).
    var fontItalicOverride: Bool {
        get { textEnvironment.italic }
        set { textEnvironment.italic = newValue }
    }

    /// A design text takes over its font's (`fontDesign(_:)`, `monospaced()`).
    var fontDesignOverride: Font.Design? {
        get { textEnvironment.designOverride }
        set { textEnvironment.designOverride = newValue }
    }

    /// Text has tabular digits whatever its font (`monospacedDigit()`).
    var monospacedDigitOverride: Bool {
        get { textEnvironment.monospacedDigit }
        set { textEnvironment.monospacedDigit = newValue }
    }

    /// The font text in this environment is drawn with.
    var resolvedFont: Font { textEnvironment.resolvedFont }
}

extension View {
    /// Sets the font of text in this view. (Written by a closure of its own, not through
    /// the key path: applying a key path runs the runtime's generic projection.)
    @inlinable public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(write: { $0.font = font },
                                                identity: KeyedEnvironmentWrite(\EnvironmentValues.font, font)))
    }

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
