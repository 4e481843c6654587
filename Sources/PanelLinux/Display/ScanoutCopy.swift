import PanelBase

/// Copies damaged rectangles of the logical shadow surface onto a physical scan-out buffer,
/// turning them by the screen's rotation.
///
/// Writes go along the destination's rows: scan-out memory is often write-combined, so
/// sequential writes are fast and reads are avoided altogether.
public enum ScanoutCopy {
    /// Copies logical rectangle `rect` of `shadow` to where `transform` puts it in `target`.
    /// `shadow` is logical-sized and `target` physical-sized; anything outside is clipped.
    public static func copy(_ rect: PixelRect, from shadow: Surface, to target: Surface, transform: ScreenTransform) {
        let logical = rect.intersection(shadow.bounds)
            .intersection(PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight))
        guard !logical.isEmpty else { return }
        if transform.rotation == .none {
            target.copy(logical, from: shadow)
            return
        }
        let physical = transform.physical(fromLogical: logical).intersection(target.bounds)
        guard !physical.isEmpty else { return }
        let w = transform.physicalWidth, h = transform.physicalHeight
        let sourceStride = shadow.stride
        for py in physical.y..<physical.maxY {
            let destination = target.row(py) + physical.x
            // The logical pixel shown at physical (physical.x, py), and how the source moves
            // as px advances by one.
            let start: UnsafeMutablePointer<UInt32>
            let step: Int
            switch transform.rotation {
            case .none:
                return
            case .clockwise90: // px = w-1-ly, py = lx
                start = shadow.pixels + (w - 1 - physical.x) * sourceStride + py
                step = -sourceStride
            case .upsideDown: // px = w-1-lx, py = h-1-ly
                start = shadow.row(h - 1 - py) + (w - 1 - physical.x)
                step = -1
            case .clockwise270: // px = ly, py = h-1-lx
                start = shadow.pixels + physical.x * sourceStride + (h - 1 - py)
                step = sourceStride
            }
            var source = start
            for i in 0..<physical.width {
                destination[i] = source.pointee
                source += step
            }
        }
    }

    /// Copies every rectangle in `rects`.
    public static func copy(_ rects: [PixelRect], from shadow: Surface, to target: Surface, transform: ScreenTransform) {
        for rect in rects { copy(rect, from: shadow, to: target, transform: transform) }
    }
}
