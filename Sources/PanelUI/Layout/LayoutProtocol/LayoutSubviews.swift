import PanelBase

/// The views a layout arranges, in the order they were written (groups and `ForEach`
/// flattened), as proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    /// Every view of the container, and the part of them this collection holds.
    let nodes: [ViewNode]
    let range: Range<Int>
    let placements: LayoutPlacements
    /// The direction the container's environment says layouts run in.
    public let layoutDirection: LayoutDirection

    init(nodes: [ViewNode], placements: LayoutPlacements, layoutDirection: LayoutDirection) {
        self.nodes = nodes
        self.range = nodes.indices
        self.placements = placements
        self.layoutDirection = layoutDirection
    }

    private init(_ whole: LayoutSubviews, range: Range<Int>) {
        nodes = whole.nodes
        self.range = range
        placements = whole.placements
        layoutDirection = whole.layoutDirection
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], placements: placements)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= range.lowerBound && bounds.upperBound <= range.upperBound, "subviews out of range")
        return LayoutSubviews(self, range: bounds)
    }

    /// The nodes of the views held (for the built-in layouts, which measure nodes).
    var heldNodes: [ViewNode] { range == nodes.indices ? nodes : Array(nodes[range]) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a.nodes[a.range], b.nodes[b.range]).allSatisfy { $0 === $1 }
    }
}
