/// One drawing instruction.
public enum DisplayItem: Hashable, Sendable {
    case fill(ShapeKind, rect: FixedRect, color: PixelColor)
    case stroke(ShapeKind, rect: FixedRect, color: PixelColor, lineWidth: Fixed)
    case text(TextRun)
    /// Starts a layer: what follows up to the matching `endGroup` is drawn into it, then
    /// the layer is composited with the effect.
    case beginGroup(GroupEffect)
    case endGroup
}

extension DisplayItem {
    /// Whether the item opens or closes a group.
    @inlinable package var isGroupBoundary: Bool {
        switch self {
        case .beginGroup, .endGroup: true
        default: false
        }
    }
}
