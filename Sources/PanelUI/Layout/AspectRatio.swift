import PanelBase

/// Offers the content the largest (`.fit`) or smallest (`.fill`) size of the given
/// proportions within (or around) what the view is offered, and centres it.
@usableFromInline
struct _AspectRatioLayout: ViewModifier, PrimitiveModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    @usableFromInline init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { AspectRatioNode() }
}

final class AspectRatioNode: ModifierNode {
    override var answersAsItsChild: Bool { false }
    override var ownValueAffectsLayout: Bool { false }
    /// Width over height in Q16 (nil: the content's own proportions).
    private var ratio: Int?
    private var contentMode = ContentMode.fit
    static let one = 1 << 16

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _AspectRatioLayout else { return }
        // Converted once, here; a ratio that is not a positive number counts as none.
        let ratio = m.aspectRatio.flatMap { value -> Int? in
            guard value.isFinite, value > 0 else { return nil }
            return Swift.max(1, Swift.min(Int((value * Double(AspectRatioNode.one)).rounded()), 1 << 40))
        }
        if ratio != self.ratio || m.contentMode != contentMode {
            invalidateLayout()
            self.ratio = ratio
            contentMode = m.contentMode
        }
    }

    /// The proportions as width : height, in any unit.
    private func proportions() -> (width: Int, height: Int)? {
        if let ratio { return (ratio, AspectRatioNode.one) }
        guard let content else { return nil }
        let ideal = content.size(for: .unspecified)
        guard ideal.width > .zero, ideal.height > .zero else { return nil }
        return (ideal.width.raw, ideal.height.raw)
    }

    /// What the content is offered for an offer of `proposal`.
    func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        guard let (w, h) = proportions() else { return proposal }
        func bounded(_ value: Fixed?) -> Int? { value.flatMap { $0 < Fixed.infinity ? Swift.max(0, $0.raw) : nil } }
        let width = bounded(proposal.width), height = bounded(proposal.height)
        func size(width: Int) -> ProposedSize {
            ProposedSize(width: Fixed(raw: width), height: Fixed(raw: roundedDivision(width * h, w)))
        }
        func size(height: Int) -> ProposedSize {
            ProposedSize(width: Fixed(raw: roundedDivision(height * w, h)), height: Fixed(raw: height))
        }
        switch (width, height) {
        case let (width?, height?):
            // Whether the offer is wider than the proportions: then its height limits a fit.
            let offerIsWider = width * h > height * w
            return offerIsWider == (contentMode == .fit) ? size(height: height) : size(width: width)
        case let (width?, nil):
            return size(width: width)
        case let (nil, height?):
            return size(height: height)
        case (nil, nil):
            guard let content else { return proposal }
            let ideal = content.size(for: .unspecified)
            return ratio == nil ? ProposedSize(ideal) : size(width: ideal.width.raw)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        content?.size(for: contentProposal(proposal)) ?? .zero
    }

    override func placeChildren(in rect: FixedRect) {
        guard let content else { return }
        let size = content.size(for: contentProposal(ProposedSize(rect.size)))
        content.place(in: FixedRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                                    width: size.width, height: size.height))
    }
}

extension View {
    /// Keeps the view's proportions (`aspectRatio`, width over height; nil: its own) within
    /// (`.fit`) or around (`.fill`) the space it is offered.
    @inlinable public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Keeps the proportions of `aspectRatio` (a width and a height).
    @inlinable public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
                                    contentMode: contentMode))
    }

    /// Scales the view to fit the space it is offered, keeping its proportions.
    @inlinable public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the space it is offered, keeping its proportions.
    @inlinable public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
