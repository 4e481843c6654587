import PanelBase

/// What a view is masked by: a shape filling the view's frame (circles the largest centred
/// square), with a gradient's or a colour's alpha over it when there is one.
struct MaskShape: Equatable {
    var kind: ShapeKind
    var keepsSquare = false
    var gradient: GradientPaint?
    /// A custom shape's outline, which masks in place of `kind`.
    var outline: ShapeOutline?

    static func == (a: MaskShape, b: MaskShape) -> Bool {
        // An outline's path comes from a closure: never the same as another's.
        a.outline == nil && b.outline == nil && a.kind == b.kind && a.keepsSquare == b.keepsSquare && a.gradient == b.gradient
    }

    /// The mask a view stands for: shapes (filled), colours and gradients; any other view
    /// masks as its whole frame.
    @MainActor init(view: any View) {
        guard let shaped = view as? any ShapeNodeView else {
            self.init(kind: .rectangle)
            return
        }
        let input = shaped.nodeInput
        self.init(kind: input.kind, keepsSquare: input.keepsSquare, gradient: input.gradient)
        if gradient == nil, let color = input.color ?? input.hierarchy?.resolve(nil), color.opacity < 1 {
            // A translucent colour: a gradient of one stop.
            gradient = GradientPaint(stops: [GradientStop(color: color.pixelColor, location: 0)],
                                     geometry: .linear(startX: 0, startY: 0, endX: 0, endY: 65536))
        }
    }

    init(kind: ShapeKind, keepsSquare: Bool = false, gradient: GradientPaint? = nil) {
        self.kind = kind
        self.keepsSquare = keepsSquare
        self.gradient = gradient
    }
}

/// Draws a view into a layer multiplied by a mask's coverage (`.clipShape`, `.mask`,
/// `.cornerRadius`). Layout and touches are the view's own, as in SwiftUI.
struct _MaskModifier: ViewModifier, PrimitiveModifier {
    let mask: MaskShape
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { MaskNode() }
}

final class MaskNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var mask = MaskShape(kind: .rectangle)

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _MaskModifier, m.mask != mask else { return }
        mask = m.mask
        drawingChanged()
    }

    /// The mask's rectangle: the frame (its largest centred square for a circle), on whole
    /// pixels like the shapes drawn in it.
    var maskRect: FixedRect {
        var rect = frame
        if mask.keepsSquare {
            let side = Fixed.min(frame.width, frame.height)
            rect = FixedRect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2, width: side, height: side)
        }
        return rect.snappedToPixels
    }

    override func draw(into builder: inout DisplayListBuilder) {
        var effect = GroupEffect()
        effect.mask = mask.outline?.mask(in: frame) ?? GroupMask(mask.kind, rect: maskRect, gradient: mask.gradient)
        builder.beginGroup(effect, owner: self)
        super.draw(into: &builder)
        builder.endGroup()
    }
}

extension View {
    /// Clips the view to `shape`, which fills the view's frame (a circle its largest centred
    /// square), anti-aliased. Touches are not clipped, as in SwiftUI: add
    /// `.contentShape(_:)` with the same shape for that.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let described = shape as? ShapeDescribing
        var mask = MaskShape(kind: described?.shapeKind ?? .rectangle, keepsSquare: described?.keepsSquare ?? false)
        mask.outline = ShapeOutline(shape, style: style)
        return modifier(_MaskModifier(mask: mask))
    }

    /// Clips the view to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Masks the view by the alpha of `mask`, laid over the view's frame: a shape keeps what
    /// it covers, a gradient fades the view as its colours' opacity changes, a translucent
    /// colour fades it evenly. Other views mask as their whole frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: MaskShape(view: mask())))
    }

    /// Masks the view by the alpha of `mask` (see `mask(alignment:_:)`).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: MaskShape(view: mask)))
    }
}
