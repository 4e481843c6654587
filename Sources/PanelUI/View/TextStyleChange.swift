import PanelBase

/// A change a `Text` makes to its own look (`Text("km").font(.caption)`), kept with the
/// text so that the result is still a `Text`: what a canvas draws and resolves.
enum TextStyleChange: Hashable, Sendable {
    case font(Font?)
    case weight(Font.Weight?)
    case italic
    case design(Font.Design?)
    case monospacedDigit
    case color(Color?)
    /// Underline, strikethrough and baseline offset (`Text.underline()`): the text's own
    /// win over those set around it.
    case decoration(TextDecoration)
    case kerning(CGFloat)
    case tracking(CGFloat)
    /// A link's destination (its URL's string): drawn in the accent colour.
    case link(String)

    /// The environment as the view modifier of the same name would make it for the text.
    @MainActor func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .font(let font): environment.font = font
        case .weight(let weight): if let weight { environment.fontWeightOverride = weight }
        case .italic: environment.fontItalicOverride = true
        case .design(let design): if let design { environment.fontDesignOverride = design }
        case .monospacedDigit: environment.monospacedDigitOverride = true
        case .color(let color): environment.foregroundColor = color
        case .decoration(let decoration):
            environment.textEnvironment.decoration = decoration.filled(from: environment.textEnvironment.decoration)
        case .kerning(let kerning): environment.textEnvironment.kerning = kerning
        case .tracking(let tracking): environment.textEnvironment.tracking = tracking
        case .link(let destination): environment.textEnvironment.link = destination
        }
    }
}

extension Text {
    /// This text with one more change to its look, applied after the ones it has.
    func styled(_ change: TextStyleChange) -> Text {
        var changes = resolver?.styleChanges ?? []
        // A decoration change carries the whole decoration (`decorated`): one is enough.
        if case .decoration = change { changes.removeAll { if case .decoration = $0 { true } else { false } } }
        changes.append(change)
        let inner = resolver, content = self.content
        // What the text is made from below its style: a formatted value's identity, or none.
        let base = inner.flatMap { $0.styleChanges.isEmpty ? $0.identity : $0.baseIdentity }
        let identity = AnyHashable(StyledTextIdentity(inner: base, content: content, changes: changes,
                                                      parts: inner?.segments.map(Text.partIdentities)))
        let resolver: TextResolver
        if let timed = inner?.timed {
            resolver = TextResolver(identity: identity, timed: timed)
        } else if let inner {
            resolver = TextResolver(identity: identity, inner.resolve)
        } else {
            resolver = TextResolver(identity: identity) { _ in content }
        }
        resolver.styleChanges = changes
        resolver.baseIdentity = base
        resolver.segments = inner?.segments
        return Text(content: content, resolver: resolver)
    }

    /// The environment with this text's own changes to its look applied.
    @MainActor func environmentStyled(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let changes = resolver?.styleChanges, !changes.isEmpty else { return environment }
        var styled = environment
        for change in changes { change.apply(to: &styled) }
        return styled
    }

    // The modifiers that keep a text a text. They give way to the view modifiers of the
    // same names wherever a view will do, so a text in a view tree is styled as before;
    // where a `Text` is needed (a canvas draws one) these apply.

    @_disfavoredOverload public func font(_ font: Font?) -> Text { styled(.font(font)) }
    @_disfavoredOverload public func fontWeight(_ weight: Font.Weight?) -> Text { styled(.weight(weight)) }
    @_disfavoredOverload public func bold() -> Text { styled(.weight(.bold)) }
    @_disfavoredOverload public func bold(_ isActive: Bool) -> Text { isActive ? styled(.weight(.bold)) : self }
    @_disfavoredOverload public func italic() -> Text { styled(.italic) }
    @_disfavoredOverload public func italic(_ isActive: Bool) -> Text { isActive ? styled(.italic) : self }
    @_disfavoredOverload public func fontDesign(_ design: Font.Design?) -> Text { styled(.design(design)) }
    @_disfavoredOverload public func monospacedDigit() -> Text { styled(.monospacedDigit) }
    @_disfavoredOverload public func foregroundColor(_ color: Color?) -> Text { styled(.color(color)) }
    @_disfavoredOverload public func foregroundStyle(_ color: Color) -> Text { styled(.color(color)) }
    /// Points added between this text's glyph pairs (negative: taken away). See
    /// `View.kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> Text { styled(.kerning(kerning)) }
    /// Points added after each of this text's grapheme clusters. See `View.tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> Text { styled(.tracking(tracking)) }
}

/// What tells two styled texts apart: the text below and its changes.
private struct StyledTextIdentity: Hashable {
    let inner: AnyHashable?
    let content: String
    let changes: [TextStyleChange]
    /// A concatenation's parts (nil for one text).
    let parts: AnyHashable?
}
