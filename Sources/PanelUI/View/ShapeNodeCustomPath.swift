import PanelBase

/// A shape node drawing a shape from its path: a path item for the display list (whose
/// regeneration draws the path again for the frames of an animation), and hit testing by
/// the path's own `contains`.
extension ShapeNode {
    /// The rectangle the shape's path is made in: its frame, from the origin.
    private var localRect: CGRect { CGRect(origin: .zero, size: frame.size.cgSize) }

    func drawPath(_ custom: CustomShapePath, into builder: inout DisplayListBuilder) {
        // A container-relative shape is made in its container's shape, as it is now.
        let container = containerShapeContext
        let geometry = ContainerShapeContext.using(container) { custom.drawnPath(in: localRect) }.geometry(relativeTo: .zero)
        let paint: PathItem.Paint = gradient.map { .gradient($0) } ?? .color(fillColor.resolved(in: environment).pixelColor)
        let drawing: PathItem.Drawing = custom.stroke.map { .stroke($0.pathStrokeStyle) } ?? .fill(custom.fillRule)
        let regeneration = PathRegeneration { rect, data in
            MainActor.assumeIsolated {
                ContainerShapeContext.using(container) {
                    custom.drawnPath(in: CGRect(origin: .zero, size: rect.size.cgSize), data: data)
                }.geometry(relativeTo: .zero)
            }
        }
        let item = PathItem(rect: frame, geometry: geometry, drawing: drawing, paint: paint, animatableData: custom.animatableData,
                            regeneration: regeneration)
        builder.add(.path(item), bounds: item.drawnBounds, owner: self)
    }

    /// A filled path takes touches inside it (by its rule), a stroked one on its line.
    func customContains(_ custom: CustomShapePath, _ point: FixedPoint) -> Bool {
        let local = CGPoint(x: (point.x - frame.minX).doubleValue, y: (point.y - frame.minY).doubleValue)
        let path = ContainerShapeContext.using(containerShapeContext) { custom.makePath(localRect, nil) }
        if let stroke = custom.stroke { return path.strokedPath(stroke).contains(local) }
        return path.contains(local, eoFill: custom.fillRule == .evenOdd)
    }

    /// The frame and wherever the path (and its line) reaches beyond it.
    func customTouchArea(_ custom: CustomShapePath) -> FixedRect {
        let path = ContainerShapeContext.using(containerShapeContext) { custom.makePath(localRect, nil) }
        let bounds = FixedRect(path.boundingRect).offsetBy(dx: frame.minX, dy: frame.minY)
        let reach = (custom.stroke?.pathStrokeStyle.reach ?? .zero) + Fixed(1)
        return frame.union(bounds.insetBy(dx: -reach, dy: -reach))
    }
}
