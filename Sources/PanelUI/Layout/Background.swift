import PanelBase

/// A view drawn behind (background) or in front of (overlay) another, offered exactly the
/// other's size and placed in it by `alignment`.
@usableFromInline
struct _BackgroundModifier: ViewModifier, PrimitiveModifier {
    let decoration: any View
    let alignment: Alignment
    let inFront: Bool
    @usableFromInline init(decoration: any View, alignment: Alignment, inFront: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        self.inFront = inFront
    }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { DecorationNode() }
}

final class DecorationNode: ModifierNode {
    /// Sized by its content alone.
    override var sizeThatFitsIgnoresOfferedHeight: Bool { content?.sizeIgnoresOfferedHeight ?? true }
    override var answersAsItsChild: Bool { false }
    private var modifier: _BackgroundModifier?
    private var decorationNode: ViewNode? { children.count > 1 ? children[1] : nil }

    /// Sized by its content; the decoration marks its own changes.
    override var ownValueAffectsLayout: Bool { false }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        let new = modifier as? _BackgroundModifier
        if new?.alignment != self.modifier?.alignment { invalidateLayout() }
        if new?.inFront != self.modifier?.inFront { drawingChanged() }
        self.modifier = new
    }

    override func extraViews() -> [any View] { modifier.map { [$0.decoration] } ?? [] }

    override func placeChildren(in rect: FixedRect) {
        content?.place(in: rect)
        if let decorationNode { placeDecoration(decorationNode, over: content, in: rect, alignment: modifier?.alignment ?? .center) }
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides {
        content?.guides(size: size) ?? .none
    }

    /// Whether the decoration (children[1]) is drawn before the content: a background.
    private var drawsDecorationFirst: Bool { modifier?.inFront == false }

    /// Children in drawing order: a background first.
    override var hitTestOrder: [ViewNode] {
        drawsDecorationFirst ? children.reversed() : children
    }

    override func draw(into builder: inout DisplayListBuilder) {
        // In `hitTestOrder`'s order, without making that array.
        let children = self.children
        if drawsDecorationFirst {
            for child in children.reversed() { child.buildDisplayList(into: &builder) }
        } else {
            for child in children { child.buildDisplayList(into: &builder) }
        }
    }
}

extension ViewNode {
    /// Places a background or overlay: offered the content's size, and aligned with the
    /// content by their `alignment` guides.
    func placeDecoration(_ decoration: ViewNode, over content: ViewNode?, in rect: FixedRect, alignment: Alignment) {
        let size = decoration.size(for: ProposedSize(rect.size))
        let x = content.map { $0.guideValue(alignment.horizontal, size: rect.size) } ?? .zero
        let y = content.map { $0.guideValue(alignment.vertical, size: rect.size) } ?? .zero
        let origin = FixedPoint(x: rect.minX + x - decoration.guideValue(alignment.horizontal, size: size),
                                y: rect.minY + y - decoration.guideValue(alignment.vertical, size: size))
        decoration.place(in: FixedRect(origin: origin, size: size))
    }
}

extension View {
    /// Draws `background` behind this view, sized to it.
    @inlinable public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(decoration: background, alignment: alignment, inFront: false))
    }

    /// Draws the views `content` makes behind this view, sized to it.
    @inlinable public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(_BackgroundModifier(decoration: content(), alignment: alignment, inFront: false))
    }

    /// Draws `overlay` in front of this view, sized to it.
    @inlinable public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(decoration: overlay, alignment: alignment, inFront: true))
    }

    /// Draws the views `content` makes in front of this view, sized to it.
    @inlinable public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(_BackgroundModifier(decoration: content(), alignment: alignment, inFront: true))
    }
}
