import PanelBase

/// How a scroll view settles when the finger lifts: `.paging` or `.viewAligned`. Panel
/// offers these two; behaviours of an app's own are not supported.
public protocol ScrollTargetBehavior {}

/// How a scroll view settles, as its node reads it from the environment.
enum ScrollSnapping: Hashable {
    /// Flings freely.
    case none
    /// Settles on a multiple of the viewport's length.
    case paging
    /// Settles with a target of its `scrollTargetLayout()` at its start.
    case viewAligned
}

private struct ScrollSnappingKey: EnvironmentKey {
    static var defaultValue: ScrollSnapping { .none }
}

extension EnvironmentValues {
    /// How the scroll views inside settle (`scrollTargetBehavior(_:)`).
    var scrollSnapping: ScrollSnapping {
        get { self[ScrollSnappingKey.self] }
        set { self[ScrollSnappingKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views inside settle when a finger lifts: `.paging` turns whole
    /// viewport-long pages, `.viewAligned` stops with a child of the `scrollTargetLayout()`
    /// at the leading edge.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let snapping: ScrollSnapping = behavior is PagingScrollTargetBehavior ? .paging
            : behavior is ViewAlignedScrollTargetBehavior ? .viewAligned : .none
        return environment(\.scrollSnapping, snapping)
    }
}
