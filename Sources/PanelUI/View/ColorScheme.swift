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
    /// Sets the colour scheme of the whole hosted view tree, as SwiftUI sets its window's
    /// (nil: no preference). When several views set one, the outermost (the first set)
    /// wins. `.environment(\.colorScheme, _)` sets it for a subtree only.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

/// A view's preferred colour scheme, handed to the graph, which sets it at the root.
struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let colorScheme: ColorScheme?
    var body: Never { primitiveBody() }
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PreferredColorSchemeNode() }
}

final class PreferredColorSchemeNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let preference = modifier as? _PreferredColorSchemeModifier else { return }
        graph?.prefer(preference.colorScheme, by: self)
    }
}
