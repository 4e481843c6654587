import PanelBase

/// Horizontal or vertical.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}
