import Foundation

extension Text {
    /// The attributed string's runs as one text: each run in its font, foreground colour,
    /// underline and strikethrough, baseline offset, kerning and tracking; a run with a
    /// `link` in the accent colour. Attributes Panel does not draw (a background colour,
    /// Foundation's presentation intents) are ignored. Disfavoured: a literal, which could
    /// make an attributed string too, makes a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload public init(_ attributedContent: AttributedString) {
        var parts: [Text] = []
        for run in attributedContent.runs {
            var part = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { part = part.font(font) }
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { part = part.foregroundColor(color) }
            if let style = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                part = part.underline(true, pattern: style.pattern, color: style.color)
            }
            if let style = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                part = part.strikethrough(true, pattern: style.pattern, color: style.color)
            }
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] { part = part.baselineOffset(offset) }
            if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] { part = part.kerning(kern) }
            if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] { part = part.tracking(tracking) }
            if let link = run.link { part = part.linked(to: link.absoluteString) }
            parts.append(part)
        }
        self = parts.isEmpty ? Text(verbatim: "") : Text(concatenating: parts)
    }
}
