import PanelBase

/// A frame of fixed width and/or height around a view, which sits in it by `alignment`.
@usableFromInline
struct _FrameLayout: ViewModifier, PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { FrameNode() }
}

/// A frame bounded by minimum, ideal and maximum sizes.
@usableFromInline
struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    @usableFromInline init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { FrameNode() }
}

final class FrameNode: ModifierNode {
    override var answersAsItsChild: Bool { false }
    /// One axis's constraints; a fixed frame has min = ideal = max.
    struct Limits: Equatable {
        var fixed: Fixed?
        var min: Fixed?, ideal: Fixed?, max: Fixed?

        /// What the content is offered along this axis.
        func proposal(_ offered: Fixed?) -> Fixed? {
            if let fixed { return fixed }
            guard let offered else { return ideal }
            var value = offered
            if let min { value = Fixed.max(value, min) }
            if let max { value = Fixed.min(value, max) }
            return value
        }

        /// The frame's length along this axis, given the content's: what it is offered,
        /// kept within its bounds, an unset bound standing at the content's size.
        func length(offered: Fixed?, content: Fixed) -> Fixed {
            if let fixed { return fixed }
            if min == nil && max == nil { return content }
            let lower = min ?? Fixed.min(content, max ?? content)
            let upper = Fixed.max(lower, max ?? Fixed.max(content, min ?? content))
            let proposed = offered ?? ideal ?? content
            return Fixed.min(Fixed.max(proposed, lower), upper)
        }
    }

    private var horizontal = Limits()
    private var vertical = Limits()
    private var alignment = Alignment.center
    override var ownValueAffectsLayout: Bool { false }

    /// A fixed height ignores what is offered; a frame with no height limits offers its
    /// content the height it is offered and is as tall as the content.
    override var sizeThatFitsIgnoresOfferedHeight: Bool {
        if vertical.fixed != nil { return true }
        guard vertical.min == nil, vertical.ideal == nil, vertical.max == nil else { return false }
        return content?.sizeIgnoresOfferedHeight ?? true
    }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        let limits: (horizontal: Limits, vertical: Limits, alignment: Alignment)
        if let m = modifier as? _FrameLayout {
            limits = (Limits(fixed: m.width.map { Fixed(Swift.max(0, $0)) }),
                      Limits(fixed: m.height.map { Fixed(Swift.max(0, $0)) }), m.alignment)
        } else if let m = modifier as? _FlexFrameLayout {
            limits = (Limits(fixed: nil, min: m.minWidth.map(Fixed.finite), ideal: m.idealWidth.map(Fixed.finite), max: m.maxWidth.map(Fixed.finite)),
                      Limits(fixed: nil, min: m.minHeight.map(Fixed.finite), ideal: m.idealHeight.map(Fixed.finite), max: m.maxHeight.map(Fixed.finite)),
                      m.alignment)
        } else {
            return
        }
        if limits.horizontal != horizontal || limits.vertical != vertical || limits.alignment != alignment {
            invalidateLayout()
            (horizontal, vertical, alignment) = limits
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        let inner = content?.size(for: ProposedSize(width: horizontal.proposal(proposal.width),
                                                    height: vertical.proposal(proposal.height))) ?? .zero
        return FixedSize(width: horizontal.length(offered: proposal.width, content: inner.width),
                         height: vertical.length(offered: proposal.height, content: inner.height))
    }

    override func placeChildren(in rect: FixedRect) {
        guard let content else { return }
        let innerSize = content.size(for: ProposedSize(width: horizontal.proposal(rect.width),
                                                       height: vertical.proposal(rect.height)))
        let offset = contentOffset(frame: rect.size, content: innerSize)
        content.place(in: FixedRect(origin: FixedPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: innerSize))
    }

    /// Where the content sits: its guide on the frame's guide.
    private func contentOffset(frame: FixedSize, content inner: FixedSize) -> FixedPoint {
        guard let content else { return .zero }
        let frameDimensions = ViewDimensions(width: frame.width.doubleValue, height: frame.height.doubleValue)
        let x = Fixed(alignment.horizontal.defaultValue(frameDimensions)) - content.guideValue(alignment.horizontal, size: inner)
        let y = Fixed(alignment.vertical.defaultValue(frameDimensions)) - content.guideValue(alignment.vertical, size: inner)
        return FixedPoint(x: x, y: y)
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides {
        guard let content else { return .none }
        let inner = content.size(for: ProposedSize(width: horizontal.proposal(size.width), height: vertical.proposal(size.height)))
        let offset = contentOffset(frame: size, content: inner)
        return content.guides(size: inner).offsetBy(dx: offset.x, dy: offset.y)
    }
}

extension Fixed {
    /// From a length that may be infinite (`maxWidth: .infinity`).
    static func finite(_ value: CGFloat) -> Fixed {
        value.isInfinite ? (value > 0 ? .infinity : .zero) : Fixed(Swift.max(0, value))
    }
}

extension View {
    /// A frame of the given width and/or height (the view's own size where nil), with the
    /// view placed in it by `alignment`.
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A frame bounded by minimum, ideal and maximum sizes (`maxWidth: .infinity` fills).
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }
}
