import PanelBase

private struct IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
    /// Where the scroll views inside start, stay when their content grows, and put content
    /// shorter than themselves (`defaultScrollAnchor(_:)`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// Whether scroll views inside may be scrolled by touch (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether horizontal scroll indicators show (`scrollIndicators(_:axes:)`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Turns touch scrolling of the scroll views inside on or off (they stay where they
    /// are, and `ScrollViewProxy.scrollTo` still moves them).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled, identity: disabled) { enabled in enabled = enabled && !disabled }
    }

    /// Shows the content of the scroll views inside at `anchor` at first (`.bottom`: scrolled
    /// to its end), keeps it there when the content or the viewport changes size while it
    /// rests there (a log at its bottom follows the lines added), and puts content shorter
    /// than the viewport at that point of it. `nil`: the top leading corner.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// Shows or hides the scroll indicators of the scroll views inside, for `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self, identity: ScrollIndicatorsWrite(visibility: visibility, axes: axes.rawValue)) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}

/// What a `scrollIndicators` modifier writes, to tell an unchanged write.
private struct ScrollIndicatorsWrite: Hashable {
    let visibility: ScrollIndicatorVisibility
    let axes: Int8
}
