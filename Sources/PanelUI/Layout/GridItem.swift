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

/// Which views stay pinned while a lazy grid or stack scrolls. Panel has no scrolling
/// yet: pinned views are laid out where they stand.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
