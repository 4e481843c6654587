import PanelBase

/// A view's size and alignment guides, as `alignmentGuide` closures see it.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitHorizontal: [HorizontalAlignment: CGFloat]
    let explicitVertical: [VerticalAlignment: CGFloat]

    package init(width: CGFloat, height: CGFloat,
         explicitHorizontal: [HorizontalAlignment: CGFloat] = [:],
         explicitVertical: [VerticalAlignment: CGFloat] = [:]) {
        self.width = width; self.height = height
        self.explicitHorizontal = explicitHorizontal; self.explicitVertical = explicitVertical
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { explicitHorizontal[guide] ?? guide.defaultValue(self) }
    public subscript(guide: VerticalAlignment) -> CGFloat { explicitVertical[guide] ?? guide.defaultValue(self) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }
}
