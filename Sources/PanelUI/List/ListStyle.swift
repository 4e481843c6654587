import PanelBase

/// How a `List` looks: `.automatic` (inset grouped, as on iOS), `.insetGrouped`,
/// `.grouped` or `.plain`, set with `.listStyle(_:)` on the list or any view around it.
public protocol ListStyle: Sendable {
    /// The look Panel draws for this style.
    var appearance: ListAppearance { get }
}

/// The looks Panel draws lists in.
public enum ListAppearance: Sendable {
    /// Rounded groups inset from the sides, on the grouped background.
    case insetGrouped
    /// Groups across the whole width, on the grouped background.
    case grouped
    /// Rows on the plain background, one after another.
    case plain
}

private struct ListAppearanceKey: EnvironmentKey {
    static var defaultValue: ListAppearance { .insetGrouped }
}

extension EnvironmentValues {
    /// The look of the lists below (`.listStyle(_:)`).
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, style.appearance)
    }
}
