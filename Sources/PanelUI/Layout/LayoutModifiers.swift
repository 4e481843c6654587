import PanelBase

/// Small layout modifiers: offset, fixed size, layout priority.
struct _OffsetEffect: ViewModifier, PrimitiveModifier {
    let offset: CGSize
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { OffsetNode() }
}

/// Draws (and hit-tests) its content moved, without changing its layout.
final class OffsetNode: ModifierNode {
    private var offset = FixedPoint.zero
    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _OffsetEffect { offset = FixedPoint(x: Fixed(m.offset.width), y: Fixed(m.offset.height)) }
    }
    override func placeChildren(in rect: FixedRect) {
        content?.place(in: rect.offsetBy(dx: offset.x, dy: offset.y))
    }
    /// A gesture outside the offset takes touches where the content is drawn, as in SwiftUI.
    override var touchFrame: FixedRect { content?.touchFrame ?? frame }
}

struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { FixedSizeNode() }
}

/// Offers its content nothing in the fixed axes, so the content takes its ideal size.
final class FixedSizeNode: ModifierNode {
    override var answersAsItsChild: Bool { false }
    private var horizontal = true, vertical = true
    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _FixedSizeLayout { horizontal = m.horizontal; vertical = m.vertical }
    }
    private func adjusted(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        content?.size(for: adjusted(proposal)) ?? .zero
    }
    override func placeChildren(in rect: FixedRect) {
        guard let content else { return }
        let size = content.size(for: adjusted(ProposedSize(rect.size)))
        content.place(in: FixedRect(origin: rect.origin, size: size))
    }
}

struct _PriorityLayout: ViewModifier, PrimitiveModifier {
    let priority: Double
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PriorityNode() }
}

final class PriorityNode: ModifierNode {
    private var priority = 0.0
    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _PriorityLayout { priority = m.priority }
    }
    override var layoutPriority: Double { priority }
}

extension View {
    /// Moves the drawn view (and where it takes touches) without changing its layout.
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

    /// Moves the drawn view (and where it takes touches) without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Makes the view take its ideal size in both axes, whatever it is offered.
    public func fixedSize() -> some View { modifier(_FixedSizeLayout(horizontal: true, vertical: true)) }

    /// Makes the view take its ideal size in the given axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Stacks offer space to views of higher priority first (default 0).
    public func layoutPriority(_ value: Double) -> some View { modifier(_PriorityLayout(priority: value)) }
}
