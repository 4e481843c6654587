import PanelBase

/// A thin line between views: across a VStack (or outside stacks), down an HStack.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { DividerNode() }
}

final class DividerNode: ViewNode {
    static let thickness = Fixed(1)
    static let color = Color(white: 0.78)
    override var readsEnclosingStack: Bool { true }
    /// Draws its frame in one colour.
    override var ownValueAffectsDrawing: Bool { false }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        if enclosingStack?.axis == .horizontal {
            return FixedSize(width: DividerNode.thickness, height: proposal.height ?? DividerNode.thickness)
        }
        return FixedSize(width: proposal.width ?? DividerNode.thickness, height: DividerNode.thickness)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        builder.add(.fill(.rectangle, rect: frame.snappedToPixels, color: DividerNode.color.pixelColor), bounds: frame, owner: self)
    }
}
