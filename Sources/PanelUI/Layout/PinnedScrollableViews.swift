import PanelBase

/// Which views stay pinned while a lazy grid or stack scrolls. Panel does not pin them
/// yet: pinned views are laid out (and scroll) where they stand.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
