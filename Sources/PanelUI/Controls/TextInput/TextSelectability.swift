import PanelBase

/// Whether a person may select the text of `Text` views (`.textSelection(.enabled)`).
/// Panel accepts it; text that is not in a field is not selected.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Accepted for SwiftUI's sake: labels stay unselectable.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
