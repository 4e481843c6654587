import PanelBase

/// Where a scroll view's group lies in a display list, and the offset it was drawn at.
struct ScrollGroupMark: Equatable {
    /// The key of its `beginGroup` entry.
    var key: EntryKey
    /// The content offset it was drawn with (whole pixels).
    var offset: FixedPoint
}
