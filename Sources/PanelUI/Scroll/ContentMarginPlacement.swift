import PanelBase

/// What `contentMargins(_:_:for:)` insets: the scroll content (and with it, in Panel,
/// nothing else: indicators keep their place).
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Role: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let role: Role

    /// The scroll content.
    public static let automatic = ContentMarginPlacement(role: .automatic)
    /// The scroll content.
    public static let scrollContent = ContentMarginPlacement(role: .scrollContent)
    /// The scroll indicators (accepted; Panel's indicators keep their place).
    public static let scrollIndicators = ContentMarginPlacement(role: .scrollIndicators)
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// The margins around the content of the scroll views inside (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Insets the content of the scroll views inside by `insets` on `edges`: the margins
    /// scroll with the content (the first row starts below the top margin, the last ends
    /// above the bottom one).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins, identity: ContentMarginsWrite(edges: edges, insets: insets, placement: placement)) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// Insets the content of the scroll views inside by `length` (16 when nil) on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }
}

/// What a `contentMargins` modifier writes, to tell an unchanged write.
private struct ContentMarginsWrite: Hashable {
    let edges: Edge.Set
    let insets: EdgeInsets
    let placement: ContentMarginPlacement
}
