import PanelBase

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size, the space after it
/// and how its views sit in it.
public struct GridItem: Hashable, Sendable {
    /// How large the column is.
    public enum Size: Hashable, Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// An equal share of what fixed columns leave, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in its share, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this column (8 px when nil).
    public var spacing: CGFloat?
    /// How views sit in their cells (the grid's alignment when nil).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
