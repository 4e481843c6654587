import PanelBase

/// Actions run when a view appears, disappears, or a value it watches changes. They run
/// after the update that caused them, never while bodies are being evaluated.
struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var change: ChangeWatch?
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { LifecycleNode() }
}

/// A watched value and what to do when it changes: the action gets the value it changed
/// from. `initial`: also run when the view appears (old and new value then the same).
struct ChangeWatch {
    let value: Any
    let initial: Bool
    /// Whether a value last watched equals this one (a value of another type never does).
    let isSame: (Any) -> Bool
    let action: (_ oldValue: Any) -> Void

    static func watching<V: Equatable>(_ value: V, initial: Bool, action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> ChangeWatch {
        ChangeWatch(value: value, initial: initial, isSame: { ($0 as? V) == value },
                    action: { old in action(old as? V ?? value, value) })
    }
}

final class LifecycleNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var modifier = _LifecycleModifier()
    private var appeared = false
    private var watched: ChangeWatch?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _LifecycleModifier else { return }
        self.modifier = m
        if !appeared {
            appeared = true
            if let action = m.onAppear { graph?.enqueue(action) }
        }
        if let change = m.change {
            if let watched {
                if !change.isSame(watched.value) {
                    let old = watched.value
                    graph?.enqueue { change.action(old) }
                }
            } else if change.initial {
                graph?.enqueue { change.action(change.value) }
            }
            watched = change
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

    /// Runs `action` with the new value after an update in which `value` changed (the
    /// older form SwiftUI deprecates for the two below).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_LifecycleModifier(change: .watching(value, initial: false) { _, new in action(new) }))
    }

    /// Runs `action` with the old and the new value after an update in which `value`
    /// changed; with `initial`, also when the view appears (with the value as both).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_LifecycleModifier(change: .watching(value, initial: initial, action: action)))
    }

    /// Runs `action` after an update in which `value` changed; with `initial`, also when
    /// the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_LifecycleModifier(change: .watching(value, initial: initial) { _, _ in action() }))
    }
}
