import PanelBase

extension Text {
    /// The two texts as one paragraph, each part keeping its own font, colour, decoration
    /// and spacing; the result is broken into lines, aligned and truncated as one text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(concatenating: lhs.concatenationParts + rhs.concatenationParts)
    }

    /// This text as a link to `destination` (drawn in the accent colour).
    package func linked(to destination: String) -> Text { styled(.link(destination)) }

    /// Texts shown one after the other as one paragraph of styled runs.
    package init(concatenating parts: [Text]) {
        let content = parts.reduce(into: "") { $0 += $1.content }
        let identity = AnyHashable(ConcatenatedTextIdentity(parts: Text.partIdentities(parts)))
        let resolver = TextResolver(identity: identity) { environment in
            parts.reduce(into: "") { $0 += $1.string(in: environment) }
        }
        resolver.segments = parts
        self.init(content: content, resolver: resolver)
    }

    /// What this text adds to a concatenation: its parts when it is an unstyled
    /// concatenation itself (so sums stay flat), else itself.
    private var concatenationParts: [Text] {
        if let resolver, let segments = resolver.segments, resolver.styleChanges.isEmpty { return segments }
        return [self]
    }

    /// What tells a concatenation's parts apart: each one's string and resolver.
    nonisolated static func partIdentities(_ parts: [Text]) -> AnyHashable {
        AnyHashable(parts.map { PartIdentity(content: $0.content, resolver: $0.resolver?.identity) })
    }

    /// The styled runs this text shows in `environment` (already styled by this text's own
    /// changes): each part with its own changes applied over it, in order; nil for a text
    /// that is not a concatenation.
    @MainActor func resolvedSegments(in environment: EnvironmentValues) -> [StyledTextSegment]? {
        guard let parts = resolver?.segments else { return nil }
        var segments: [StyledTextSegment] = []
        segments.reserveCapacity(parts.count)
        for part in parts { part.appendSegments(in: environment, to: &segments) }
        return segments
    }

    @MainActor private func appendSegments(in environment: EnvironmentValues, to segments: inout [StyledTextSegment]) {
        let styled = environmentStyled(environment)
        if let parts = resolver?.segments {
            for part in parts { part.appendSegments(in: styled, to: &segments) }
            return
        }
        let text = styled.textEnvironment
        let string = TextCaseModifier.apply(text.textCase, to: string(in: styled))
        segments.append(StyledTextSegment(string: string, font: text.resolvedFont, color: styled.foregroundColor,
                                          decoration: text.decoration, kerning: text.kerning, tracking: text.tracking,
                                          link: text.link))
    }
}

private struct ConcatenatedTextIdentity: Hashable {
    let parts: AnyHashable
}

private struct PartIdentity: Hashable {
    let content: String
    let resolver: AnyHashable?
}

extension View {
    /// Adds `kerning` points between the glyph pairs of the texts inside (negative: takes
    /// them away). Panel keeps each pair's own kerning from the font and adds this to it,
    /// after every grapheme cluster but a line's last.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment(\.textEnvironment, identity: KeyedSpacing(kind: 0, points: kerning)) { $0.kerning = kerning }
    }

    /// Adds `tracking` points after every grapheme cluster of the texts inside, the last
    /// of a line too.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textEnvironment, identity: KeyedSpacing(kind: 1, points: tracking)) { $0.tracking = tracking }
    }
}

/// Tells one spacing write from another, so re-evaluating a view that writes the same one
/// leaves the environment below as it was.
private struct KeyedSpacing: Hashable {
    var kind: Int
    var points: CGFloat
}
