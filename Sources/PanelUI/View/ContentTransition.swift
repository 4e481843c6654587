import PanelBase

/// How a view's content changes inside an animation, as SwiftUI's `ContentTransition`.
/// Panel draws a text's change under `.numericText` by rolling the characters that
/// changed (see `NumericTextRoll`) and under `.opacity` by crossfading the old string into
/// the new; `.identity` and `.interpolate` show the new string at once.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// `countsDown` nil: the direction follows `value`.
        case numericText(countsDown: Bool?, value: Double?)
    }
    let kind: Kind

    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Rolls the changed digits: in from below (or from above when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Rolls the changed digits up when `value` grows, down when it shrinks.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// How texts below draw a change of their string inside an animation.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the texts in this view draw a change of their string inside an animation.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
