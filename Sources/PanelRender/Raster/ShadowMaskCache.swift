import PanelBase

/// Blurred shape masks kept between frames, so an unchanged shadow costs only its blend.
///
/// A mask depends on the shape's size and corners, the blur radius and where the shape
/// falls inside a pixel (its 1/64 px phase), never on its position; the same button in
/// another place reuses it. Owned by whoever owns the canvas; not shared between threads.
public final class ShadowMaskCache {
    package struct Key: Hashable {
        package var size: FixedSize
        package var radii: CornerRadii
        var blurRadius: Int
        var phaseX: Int, phaseY: Int
    }

    /// The cache empties itself when it would hold more bytes than this.
    public let byteBudget: Int
    private var masks: [Key: ShadowMask] = [:]
    private var bytes = 0

    public init(byteBudget: Int = 8 << 20) {
        self.byteBudget = byteBudget
    }

    /// How many masks are held.
    public var count: Int { masks.count }

    public func removeAll() {
        masks.removeAll()
        bytes = 0
    }

    package func mask(for key: Key, make: () -> ShadowMask) -> ShadowMask {
        if let mask = masks[key] { return mask }
        let mask = make()
        if bytes + mask.byteCount > byteBudget { removeAll() }
        masks[key] = mask
        bytes += mask.byteCount
        return mask
    }
}
