import PanelBase

/// A `scrollPosition(id:anchor:)` binding, whatever its id type, as the scroll view
/// inside reads it from the environment.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

private struct ScrollPositionBindingKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The position binding of the scroll view inside (`scrollPosition(id:anchor:)`).
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

extension View {
    /// Binds the id of the scroll view's target (a child of its `scrollTargetLayout()`) at
    /// `anchor` of the viewport (with no anchor, the first target in view): scrolling writes
    /// it, and setting it scrolls that target to `anchor` (with no anchor, to the top
    /// leading corner).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(
            get: { id.wrappedValue.map { AnyHashable($0) } },
            set: { value in
                let typed = value.flatMap { $0.base as? ID }
                if typed != id.wrappedValue { id.wrappedValue = typed }
            },
            anchor: anchor))
    }
}
