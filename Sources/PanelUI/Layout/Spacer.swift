import PanelBase

/// Flexible empty space: in a stack it grows along the stack's axis to take what the
/// other views leave, never shrinking below `minLength` (8 px when not given).
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { SpacerNode() }
}

final class SpacerNode: ViewNode {
    /// The axis of the stack it sits in; outside a stack it grows both ways.
    var axis: Axis? { enclosingStack?.axis }
    override var readsEnclosingStack: Bool { true }
    override var ownValueAffectsDrawing: Bool { false }
    private var minLength = StackNode.defaultSpacing

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        if let spacer = view as? Spacer { minLength = spacer.minLength.map { Fixed($0) } ?? StackNode.defaultSpacing }
    }

    override var isSpacer: Bool { true }

    /// In a row it takes no height.
    override var sizeThatFitsIgnoresOfferedHeight: Bool { axis == .horizontal }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        switch axis {
        case .horizontal:
            return FixedSize(width: Fixed.max(minLength, proposal.width ?? minLength), height: .zero)
        case .vertical:
            return FixedSize(width: .zero, height: Fixed.max(minLength, proposal.height ?? minLength))
        case nil:
            return FixedSize(width: Fixed.max(minLength, proposal.width ?? minLength),
                             height: Fixed.max(minLength, proposal.height ?? minLength))
        }
    }
}
