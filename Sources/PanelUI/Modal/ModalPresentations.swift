import PanelBase

/// The modal layers of a view graph, by the modifier node presenting each.
///
/// A presenting modifier (`.alert`, `.sheet`, …) stays where it is in the tree, but what it
/// presents is drawn at the root, above everything: the modifier's node records here the
/// layer's view and environment whenever it updates, and the root's `ModalLayerNode`
/// builds, lays out and draws those layers after the root view. A dismissed layer stays
/// (hidden from touches) while it animates away, and is dropped once that is over.
@MainActor
final class ModalPresentations {
    struct Layer {
        /// When the presenter first presented: earlier layers are drawn below later ones.
        let order: Int
        /// Counts presentations: each one is a fresh layer (its own state, its own appearing).
        var generation: Int
        var isPresented: Bool
        var identity: AnyHashable?
        /// The container as last presented (kept while it animates away).
        var view: ModalContainer
        var environment: EnvironmentValues
        /// When a dismissed layer has finished animating away.
        var retiresAt: MonotonicTime?
    }

    /// How long a dismissed layer is kept for its disappearing animation (a little more
    /// than the longest, so its last frame is drawn).
    static let retirementDelay: Int64 = 400_000_000

    private(set) var layers: [ObjectIdentifier: Layer] = [:]
    /// Whether the layers changed since the root last built them.
    var changed = false
    /// Whether a layer was presented since the host last looked: touches already down
    /// on the views beneath it are then cancelled, so lifting them presses nothing.
    var presentedSinceChecked = false
    /// The time of the changes being applied (the host's clock).
    var time = MonotonicTime.zero
    private var nextOrder = 0

    /// Records what `presenter` presents now. Returns whether it was presented before.
    @discardableResult
    func update(_ presenter: ObjectIdentifier, isPresented: Bool, identity: AnyHashable?, view: ModalContainer?,
                environment: EnvironmentValues) -> Bool {
        guard var layer = layers[presenter] else {
            // Never presented, and not now: nothing to keep.
            guard isPresented, let view else { return false }
            nextOrder += 1
            layers[presenter] = Layer(order: nextOrder, generation: 0, isPresented: true, identity: identity, view: view,
                                      environment: environment)
            changed = true
            presentedSinceChecked = true
            return false
        }
        let was = layer.isPresented
        if isPresented, !was || identity != layer.identity {
            layer.generation += 1
            presentedSinceChecked = true
        }
        if !isPresented, was { layer.retiresAt = time + ModalPresentations.retirementDelay }
        layer.isPresented = isPresented
        if isPresented, let view {
            layer.retiresAt = nil
            layer.identity = identity
            layer.view = view
            layer.environment = environment
        } else {
            layer.view.isShown = false
        }
        layers[presenter] = layer
        changed = true
        return was
    }

    /// The presenter left the tree: its layer goes with it.
    func remove(_ presenter: ObjectIdentifier) {
        if layers.removeValue(forKey: presenter) != nil { changed = true }
    }

    /// The earliest time a dismissed layer is due to go.
    var nextRetirement: MonotonicTime? { layers.values.compactMap(\.retiresAt).min() }

    /// Drops the dismissed layers whose animation is over at `time`.
    func retire(at time: MonotonicTime) {
        for (presenter, layer) in layers where layer.retiresAt.map({ $0 <= time }) ?? false {
            layers[presenter] = nil
            changed = true
        }
    }
}
