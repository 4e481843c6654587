/// How Xcode's canvas sizes a preview; Panel ignores it.
public enum PreviewLayout: Hashable, Sendable {
    /// The preview device's screen.
    case device
    /// The size the view takes when offered any.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}
