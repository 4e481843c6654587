import PanelBase

/// Settles a scroll view on whole pages, each the viewport's length: a fling turns one
/// page, a slow drag past half a page turns it too, a shorter one springs back.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages, each the viewport's length.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
