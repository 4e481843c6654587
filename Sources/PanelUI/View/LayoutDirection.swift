/// The direction text and, in SwiftUI, layout run in: `.environment(\.layoutDirection,
/// .rightToLeft)` for Arabic and Hebrew screens.
///
/// In Panel it decides where text lines up (`.leading` is the right edge in right to left,
/// for `multilineTextAlignment`) and the direction of lines with no strong character;
/// stacks, frames and padding are not mirrored.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The layout direction of views inside: `.leftToRight` unless set.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
