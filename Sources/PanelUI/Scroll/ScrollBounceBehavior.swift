import PanelBase

/// Whether a scroll view bounces (follows a finger past its edges) when its content fits.
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Role: Hashable, Sendable { case automatic, always, basedOnSize }
    let role: Role

    /// The platform's choice: as on iOS, always.
    public static let automatic = ScrollBounceBehavior(role: .automatic)
    /// Bounces even when the content fits.
    public static let always = ScrollBounceBehavior(role: .always)
    /// Bounces only when the content is longer than the viewport: content that fits does
    /// not move under a finger, and the touch stays with the controls under it.
    public static let basedOnSize = ScrollBounceBehavior(role: .basedOnSize)
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
    /// Whether the scroll views inside bounce vertically (`scrollBounceBehavior(_:axes:)`).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// Whether the scroll views inside bounce horizontally (`scrollBounceBehavior(_:axes:)`).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the scroll views inside bounce along `axes` when their content fits.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self, identity: ScrollBounceWrite(behavior: behavior, axes: axes.rawValue)) { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        }
    }
}

/// What a `scrollBounceBehavior` modifier writes, to tell an unchanged write.
private struct ScrollBounceWrite: Hashable {
    let behavior: ScrollBounceBehavior
    let axes: Int8
}
