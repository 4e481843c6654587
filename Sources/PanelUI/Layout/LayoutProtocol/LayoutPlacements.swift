import PanelBase

/// Where a layout node's `placeSubviews` put its views: places are taken only while it
/// runs, and the views it left unplaced are found after.
@MainActor
final class LayoutPlacements {
    private(set) var isPlacing = false
    private var placed = Set<ObjectIdentifier>()
    /// Frames asked for while probing (nil when not probing): where `placeSubviews` would
    /// put each view, with nothing placed.
    private var probed: [ObjectIdentifier: FixedRect]?

    /// Runs `body` taking places, and returns the views it placed.
    func placing(_ body: () -> Void) -> Set<ObjectIdentifier> {
        placed.removeAll(keepingCapacity: true)
        isPlacing = true
        body()
        isPlacing = false
        return placed
    }

    /// Starts taking the frames a `placeSubviews` asks for, placing nothing, until
    /// `endProbing()` returns them (probes may nest).
    func beginProbing() -> [ObjectIdentifier: FixedRect]? {
        defer { probed = [:] }
        return probed
    }

    /// The frames asked for since `beginProbing()`, which returned `outer`.
    func endProbing(restoring outer: [ObjectIdentifier: FixedRect]?) -> [ObjectIdentifier: FixedRect] {
        defer { probed = outer }
        return probed ?? [:]
    }

    /// Places `node` in `frame` (screen coordinates), while placing; ignored otherwise, as
    /// SwiftUI ignores a place asked for while measuring.
    func place(_ node: ViewNode, in frame: FixedRect) {
        if probed != nil {
            probed?[ObjectIdentifier(node)] = frame
            return
        }
        guard isPlacing else { return }
        node.place(in: frame)
        placed.insert(ObjectIdentifier(node))
    }

    /// The spacing a view prefers: none for a spacer, a custom layout's own, otherwise the
    /// standard 8 px. Found through the wrappers (modifiers, bodies) that hold one view.
    static func spacing(of node: ViewNode) -> ViewSpacing {
        var current = node
        for _ in 0..<32 {
            if current.isSpacer { return .zero }
            if let layout = current as? LayoutNode { return layout.preferredSpacing }
            guard current.children.count == 1, current is ModifierNode || current is CompositeNode || current is PassThroughNode
            else { break }
            current = current.children[0]
        }
        return .standard
    }
}
