import PanelBase

/// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: see `MatchedGeometryNode`.
struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { MatchedGeometryNode() }

    /// `rect` given the source's `source` frame's position and size, as `properties` says:
    /// the anchor's points of both made to coincide.
    func matched(_ rect: FixedRect, to source: FixedRect) -> FixedRect {
        let size = properties.contains(.size) ? source.size : rect.size
        guard properties.contains(.position) else {
            // Resized about the anchor, which stays where it was.
            let anchorX = rect.minX + anchorOffset(rect.width, anchor.x), anchorY = rect.minY + anchorOffset(rect.height, anchor.y)
            return FixedRect(x: anchorX - anchorOffset(size.width, anchor.x), y: anchorY - anchorOffset(size.height, anchor.y),
                             width: size.width, height: size.height)
        }
        let anchorX = source.minX + anchorOffset(source.width, anchor.x), anchorY = source.minY + anchorOffset(source.height, anchor.y)
        return FixedRect(x: anchorX - anchorOffset(size.width, anchor.x), y: anchorY - anchorOffset(size.height, anchor.y),
                         width: size.width, height: size.height)
    }

    /// The map, in `frame`'s own coordinates, that draws a view laid out in `frame` where
    /// it would stand matched to `source`: a scale about the anchor and a move.
    func transform(from frame: FixedRect, to source: FixedRect) -> FixedAffineTransform {
        let target = matched(frame, to: source)
        let one = FixedAffineTransform.one
        let scaleX = frame.width.raw > 0 ? target.width.raw * one / frame.width.raw : one
        let scaleY = frame.height.raw > 0 ? target.height.raw * one / frame.height.raw : one
        // The frame's origin goes to the target's.
        return FixedAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: target.minX - frame.minX, ty: target.minY - frame.minY)
    }

    private func anchorOffset(_ length: Fixed, _ unit: CGFloat) -> Fixed {
        Fixed(raw: Int((Double(length.raw) * Double(unit)).rounded()))
    }
}

/// The views matched together: one identifier in one namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Matches this view's geometry with the other views of the same `id` in `namespace`.
    ///
    /// - When a view with this id is removed and another inserted in the same animated
    ///   change, the new one moves and resizes from the frame the old one had to its own.
    /// - With `isSource: false`, the view is laid out in the frame of the view with this
    ///   id that is the source (its position and size, as `properties` says, lined up at
    ///   `anchor`).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                        properties: properties, anchor: anchor, isSource: isSource))
    }
}
