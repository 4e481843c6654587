/// Light or dark: which variant the adaptive colours (`.primary`, `.secondary`,
/// `.background`) take.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    /// SwiftUI's default: light.
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The colour scheme of views inside: `.light` unless set.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour scheme of this view and everything inside it (nil: leaves it as it
    /// is). SwiftUI applies it to the whole window; on the panel it applies to this view's
    /// subtree, which is the whole screen when it is set on the root view.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme, identity: colorScheme) { current in
            if let colorScheme { current = colorScheme }
        }
    }
}
