import PanelBase

/// A property wrapper whose storage lives in the view graph (State, GestureState,
/// Environment): when a view's body is about to run, the graph hands each one its node.
/// Every conformer is listed in `DynamicPropertyKinds`.
@MainActor
protocol DynamicPropertyInstalling {
    func install(in node: CompositeNode, slot: Int)
    /// Installs the wrapper stored at `pointer` (a view value's bytes at its field).
    static func install(storedAt pointer: UnsafeRawPointer, in node: CompositeNode, slot: Int)
}

extension DynamicPropertyInstalling {
    static func install(storedAt pointer: UnsafeRawPointer, in node: CompositeNode, slot: Int) {
        pointer.assumingMemoryBound(to: Self.self).pointee.install(in: node, slot: slot)
    }
}

/// What a node keeps in one of its slots for a property wrapper, pointing back at the
/// node. Not a weak reference: one would give every node with state a side table, and
/// each retain and release of it would take the slow path. The node clears it as it goes
/// away (`CompositeNode.deinit`); a binding that outlives the node then changes nothing.
@MainActor
class SlotStorage {
    /// Written off the actor only by the node's deinit (on the loop's thread, like all of
    /// the graph's work).
    nonisolated(unsafe) unowned(unsafe) var node: CompositeNode?
    init(node: CompositeNode?) { self.node = node }
}

/// The graph's storage for one `@State` or `@GestureState`: survives body re-evaluation
/// and marks its node dirty when written.
@MainActor
final class StateStorage<Value>: SlotStorage {
    var value: Value
    let initialValue: Value

    init(value: Value, node: CompositeNode?) {
        self.value = value
        self.initialValue = value
        super.init(node: node)
    }

    func set(_ newValue: Value) {
        node?.graph?.stateWillChange?(Transaction.current)
        value = newValue
        guard let node else { return }
        node.markDirty()
    }
}

/// What a property wrapper value holds: its initial value until the graph installs it,
/// then the node's storage.
@MainActor
final class StateBox<Value> {
    var local: Value
    var storage: StateStorage<Value>?
    init(_ value: Value) { self.local = value }

    var value: Value {
        get { storage?.value ?? local }
        set {
            if let storage { storage.set(newValue) } else { local = newValue }
        }
    }

    func install(in node: CompositeNode, slot: Int) {
        if let existing = node.slots[slot] as? StateStorage<Value> {
            storage = existing
        } else {
            let created = StateStorage(value: local, node: node)
            // A storage replaced (a slot of another type) no longer points at the node: a
            // binding to it may outlive the node.
            node.slots[slot]?.node = nil
            node.slots[slot] = created
            storage = created
        }
    }
}
