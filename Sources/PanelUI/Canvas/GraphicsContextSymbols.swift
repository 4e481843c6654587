import PanelBase

extension GraphicsContext {
    /// A view given to a canvas's `symbols`, laid out at its ideal size and ready to draw.
    public struct ResolvedSymbol {
        let node: ViewNode
        /// The symbol's ideal size.
        public let size: CGSize
    }

    /// The symbol view tagged `id` (nil when none is).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = recording.symbols[AnyHashable(id)] else { return nil }
        return ResolvedSymbol(node: node, size: node.size(for: .unspecified).cgSize)
    }

    /// Draws the symbol at its size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        let origin = CGPoint(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y)
        drawSymbol(symbol.node, at: origin, size: FixedSize(size))
    }

    /// Draws the symbol laid out in `rect`: offered its size, and centred in it.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let size = symbol.node.size(for: ProposedSize(width: Fixed(rect.width), height: Fixed(rect.height)))
        let origin = CGPoint(x: rect.midX - size.width.doubleValue / 2, y: rect.midY - size.height.doubleValue / 2)
        drawSymbol(symbol.node, at: origin, size: size)
    }

    /// Draws the symbol's view with its top-left corner at `origin` (this context's
    /// coordinates), scaled as the context is; a turned context places it upright.
    private func drawSymbol(_ node: ViewNode, at origin: CGPoint, size: FixedSize) {
        let byte = opacityByte
        guard byte != 0 else { return }
        let placed = origin.applying(transform)
        let topLeft = FixedPoint(x: recording.frame.minX + Fixed(placed.x), y: recording.frame.minY + Fixed(placed.y))
        node.place(in: FixedRect(origin: topLeft, size: size))
        var builder = DisplayListBuilder()
        node.buildDisplayList(into: &builder)
        var effect = GroupEffect()
        effect.opacity = byte
        let scale = transform.uniformScale ?? Swift.abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        if scale.isFinite, scale > 0, scale != 1 {
            let q16 = Int((scale * Double(GroupEffect.one)).rounded())
            effect.scaleX = q16
            effect.scaleY = q16
            effect.anchor = topLeft
        }
        let layer = effect == GroupEffect() ? [] : [recording.makeScope(effect)]
        recording.add(builder.list.entries, inside: drawingScopes + layer)
        recording.enter(scopes)
    }
}
