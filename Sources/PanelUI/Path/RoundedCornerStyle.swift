import PanelBase

/// How a rounded rectangle's corners are drawn: quarter circles, or the smoother curve
/// Apple calls continuous (Panel draws both as quarter circles).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
