import PanelBase

/// Actions run when a view appears, disappears, or a value it watches changes. They run
/// after the update that caused them, never while bodies are being evaluated.
struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    package var change: ChangeWatch?
    package func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { LifecycleNode() }
}

/// A watched value and what to do when it changes.
struct ChangeWatch {
    package let value: AnyHashable
    package let action: () -> Void
}

final class LifecycleNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var modifier = _LifecycleModifier()
    private var appeared = false
    private var watched: AnyHashable?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _LifecycleModifier else { return }
        self.modifier = m
        if !appeared {
            appeared = true
            if let action = m.onAppear { graph?.enqueue(action) }
        }
        if let change = m.change {
            if let watched, watched != change.value { graph?.enqueue(change.action) }
            watched = change.value
        }
    }

    override func didRemove() {
        if let action = modifier.onDisappear { graph?.enqueue(action) }
    }
}

extension View {
    /// Runs `action` after the update in which this view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(onAppear: action))
    }

    /// Runs `action` after the update in which this view goes away.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(onDisappear: action))
    }

    /// Runs `action` with the new value after an update in which `value` changed.
    public func onChange<V: Hashable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_LifecycleModifier(change: ChangeWatch(value: AnyHashable(value), action: { action(value) })))
    }
}
