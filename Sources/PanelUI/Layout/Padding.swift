import PanelBase

/// Adds space around a view.
@usableFromInline
struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    @usableFromInline init(insets: EdgeInsets) { self.insets = insets }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PaddingNode() }
}

final class PaddingNode: ModifierNode {
    /// Its content, offered less: the height matters when it matters to the content.
    override var sizeThatFitsIgnoresOfferedHeight: Bool { content?.sizeIgnoresOfferedHeight ?? true }
    override var answersAsItsChild: Bool { false }
    private var insets = FixedInsets(EdgeInsets())
    override var ownValueAffectsLayout: Bool { false }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _PaddingLayout else { return }
        let new = FixedInsets(m.insets)
        if new != insets {
            invalidateLayout()
            insets = new
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        let inner = content?.size(for: proposal.inset(by: insets)) ?? .zero
        return FixedSize(width: inner.width + insets.leading + insets.trailing,
                         height: inner.height + insets.top + insets.bottom)
    }

    override func placeChildren(in rect: FixedRect) {
        let inner = FixedRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                              width: Fixed.max(.zero, rect.width - insets.leading - insets.trailing),
                              height: Fixed.max(.zero, rect.height - insets.top - insets.bottom))
        content?.place(in: inner)
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides {
        let inner = FixedSize(width: size.width - insets.leading - insets.trailing,
                              height: size.height - insets.top - insets.bottom)
        return (content?.guides(size: inner) ?? .none).offsetBy(dx: insets.leading, dy: insets.top)
    }
}

extension View {
    /// Pads the given edges by `length`, or by 16 px (SwiftUI's default) when nil.
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Pads every edge by `length`.
    @inlinable public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(.all, length)))
    }

    /// Pads each edge by its own amount.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }
}
