import PanelBase

/// How a view keeps an aspect ratio in the space offered: inside it (`fit`) or covering it
/// (`fill`).
public enum ContentMode: Hashable, Sendable {
    case fit
    case fill
}
