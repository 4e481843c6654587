import PanelBase

extension Text {
    /// This text underlined (or, with `isActive` false, not, whatever is set around it):
    /// a line at the font's underline position and thickness.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        decorated { $0.underline = isActive ? LineStyle(color: color) : .none }
    }

    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        decorated { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : .none }
    }

    /// This text struck through, at the font's strikethrough position and thickness.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        decorated { $0.strikethrough = isActive ? LineStyle(color: color) : .none }
    }

    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        decorated { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : .none }
    }

    /// This text's glyphs raised by `baselineOffset` points (lowered when negative). The
    /// text keeps its size in layout.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        decorated { $0.baselineOffset = baselineOffset }
    }

    /// This text with its decoration changed: one change to its look, which replaces the
    /// decoration it had, so the last call wins field by field.
    private func decorated(_ change: (inout TextDecoration) -> Void) -> Text {
        var decoration = TextDecoration()
        for case .decoration(let own) in resolver?.styleChanges ?? [] { decoration = own }
        change(&decoration)
        return styled(.decoration(decoration))
    }
}

extension View {
    /// Underlines the texts inside that set no underline of their own.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let style = isActive ? Text.LineStyle(pattern: pattern, color: color) : Text.LineStyle.none
        return transformEnvironment(\.textEnvironment, identity: KeyedDecoration(kind: 0, style: style)) {
            $0.decoration.underline = style
        }
    }

    /// Strikes through the texts inside that set no strikethrough of their own.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        let style = isActive ? Text.LineStyle(pattern: pattern, color: color) : Text.LineStyle.none
        return transformEnvironment(\.textEnvironment, identity: KeyedDecoration(kind: 1, style: style)) {
            $0.decoration.strikethrough = style
        }
    }

    /// Raises the glyphs of the texts inside by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformEnvironment(\.textEnvironment, identity: KeyedDecoration(kind: 2, offset: baselineOffset)) {
            $0.decoration.baselineOffset = baselineOffset
        }
    }
}

/// Tells one decoration write from another, so re-evaluating a view that writes the same
/// one leaves the environment below as it was.
private struct KeyedDecoration: Hashable {
    var kind: Int
    var style: Text.LineStyle?
    var offset: CGFloat?
}
