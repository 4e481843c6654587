import PanelBase

/// Moves one of a view's alignment guides to a computed position.
struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }
    let guide: Guide
    let computeValue: (ViewDimensions) -> CGFloat
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { AlignmentGuideNode() }
}

final class AlignmentGuideNode: ModifierNode {
    /// Sized by its content alone.
    override var sizeThatFitsIgnoresOfferedHeight: Bool { content?.sizeIgnoresOfferedHeight ?? true }
    override var answersAsItsChild: Bool { false }
    private var modifier: _AlignmentWritingModifier?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        self.modifier = modifier as? _AlignmentWritingModifier
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides {
        var guides = content?.guides(size: size) ?? .none
        guard let modifier else { return guides }
        let value = Fixed(modifier.computeValue(dimensions(size: size, guides: guides)))
        switch modifier.guide {
        case .horizontal(let g): guides.horizontal[g] = value
        case .vertical(let g): guides.vertical[g] = value
        }
        return guides
    }
}

extension View {
    /// Sets where this view's `g` guide lies, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets where this view's `g` guide lies, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(guide: .vertical(g), computeValue: computeValue))
    }
}
