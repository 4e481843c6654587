import PanelBase

/// Keeps its content at a width-to-height ratio (the content's own ideal one when nil).
struct _AspectRatioLayout: ViewModifier, PrimitiveModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { AspectRatioNode() }
}

final class AspectRatioNode: ModifierNode {
    override var answersAsItsChild: Bool { false }
    override var ownValueAffectsLayout: Bool { false }
    /// Width over height, in Q16 (nil: the content's ideal ratio).
    private var ratio: Int?
    private var contentMode = ContentMode.fit

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _AspectRatioLayout else { return }
        let new = m.aspectRatio.flatMap { $0.isFinite && $0 > 0 ? GroupEffect.q16($0) : nil }
        if new != ratio || m.contentMode != contentMode {
            ratio = new
            contentMode = m.contentMode
            invalidateLayout()
        }
    }

    /// Width over height in Q16.
    private func effectiveRatio() -> Int {
        if let ratio { return ratio }
        let ideal = content?.size(for: .unspecified) ?? .zero
        guard ideal.height.raw > 0, ideal.width.raw > 0 else { return GroupEffect.one }
        return (ideal.width.raw << 16) / ideal.height.raw
    }

    /// The size at the ratio for a proposal: inside it (fit) or covering it (fill); an
    /// axis not offered (or offered unbounded room) follows the other.
    private func target(_ proposal: ProposedSize) -> ProposedSize {
        let r = effectiveRatio()
        func height(forWidth w: Fixed) -> Fixed { Fixed(raw: (w.raw << 16) / Swift.max(1, r)) }
        func width(forHeight h: Fixed) -> Fixed { Fixed(raw: (h.raw * r) >> 16) }
        let w = proposal.width.flatMap { $0.isInfinite ? nil : $0 }
        let h = proposal.height.flatMap { $0.isInfinite ? nil : $0 }
        switch (w, h) {
        case let (w?, h?):
            let byWidth = height(forWidth: w)
            let widthLimited = byWidth <= h
            if widthLimited == (contentMode == .fit) { return ProposedSize(width: w, height: byWidth) }
            return ProposedSize(width: width(forHeight: h), height: h)
        case let (w?, nil):
            return ProposedSize(width: w, height: height(forWidth: w))
        case let (nil, h?):
            return ProposedSize(width: width(forHeight: h), height: h)
        case (nil, nil):
            // Both unbounded keeps them so; none offered takes the content's ideal width.
            if proposal.width != nil { return proposal }
            let ideal = content?.size(for: .unspecified) ?? .zero
            return ProposedSize(width: ideal.width, height: height(forWidth: ideal.width))
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        content?.size(for: target(proposal)) ?? .zero
    }

    override func placeChildren(in rect: FixedRect) {
        guard let content else { return }
        let size = content.size(for: target(ProposedSize(rect.size)))
        content.place(in: FixedRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                                    width: size.width, height: size.height))
    }
}

extension View {
    /// Keeps the view at a width-to-height ratio (its ideal size's when nil), fitting or
    /// filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Keeps the view at the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
                                    contentMode: contentMode))
    }

    /// Scales the view to fit the space offered, keeping its ideal aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its ideal aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
