import PanelBase

/// One view a layout arranges: ask it its size for proposals, read its layout values,
/// and place it, from `placeSubviews`.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    let placements: LayoutPlacements

    /// The size the view chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.size(for: proposal.fixed).chosenSize }
    }

    /// The view's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        MainActor.assumeIsolated { node.dimensions(size: node.size(for: proposal.fixed)) }
    }

    /// Puts the view's `anchor` at `position` (in the coordinates of the container's
    /// bounds), at the size it chooses for `proposal`. Only `placeSubviews` places; the
    /// last call for a view wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let size = node.size(for: proposal.fixed)
            let origin = FixedPoint(x: Fixed(position.x - anchor.x * size.width.doubleValue),
                                    y: Fixed(position.y - anchor.y * size.height.doubleValue))
            placements.place(node, in: FixedRect(origin: origin, size: size))
        }
    }

    /// Places the view in a frame the built-in layouts worked out in fixed point.
    @MainActor func place(in frame: FixedRect) { placements.place(node, in: frame) }

    /// The view's `layoutPriority` (0 unless set).
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }

    /// The spacing the view prefers around it (a spacer none, other views Panel's
    /// standard 8 px, a custom layout what its `spacing(subviews:cache:)` says).
    public var spacing: ViewSpacing { MainActor.assumeIsolated { LayoutPlacements.spacing(of: node) } }

    /// The value the view sets for `key` with `layoutValue(key:value:)`, or the key's
    /// default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // Layout values need not be Sendable: the value is read on the main thread and
        // handed to the layout running there.
        nonisolated(unsafe) var value = K.defaultValue
        MainActor.assumeIsolated { value = LayoutValueNode.value(for: key, of: node) }
        return value
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}
