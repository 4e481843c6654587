import PanelBase

/// Why a view's content is hidden behind placeholders (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content not loaded yet: texts draw as rounded bars the size of their lines, images
    /// as boxes, in the foreground colour made faint.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content (a lock screen hides it in SwiftUI). Panel draws it unchanged; views
    /// can read `\.redactionReasons` and hide it themselves.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that no longer reflects the current state; drawn unchanged.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// The reasons the views inside are redacted; empty for none.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Texts and images draw as placeholders.
    var drawsPlaceholders: Bool { redactionReasons.contains(.placeholder) }
}

extension View {
    /// Adds `reason` to the reasons the views inside are redacted for: with `.placeholder`,
    /// their texts and images draw as faint bars and boxes of their own size (layout does
    /// not change); shapes and colours draw as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons, identity: reason.rawValue) { $0.formUnion(reason) }
    }

    /// Shows the views inside as they are, redacted or not around them.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

/// How a placeholder draws: the foreground colour at this opacity.
enum RedactionPlaceholder {
    static let opacity = 0.16

    /// The colour of placeholders drawn over `foreground`.
    static func color(over foreground: Color) -> PixelColor { foreground.opacity(opacity).pixelColor }

    /// A text line's bar: the height of its glyphs less an eighth above and below, with
    /// rounded ends.
    static func bar(x: Fixed, top: Fixed, width: Fixed, glyphHeight: Fixed) -> (rect: FixedRect, radius: Fixed) {
        let inset = glyphHeight / 8
        let rect = FixedRect(x: x, y: top + inset, width: width, height: glyphHeight - inset * 2)
        return (rect, Fixed.min(rect.height / 2, Fixed(3)))
    }
}
