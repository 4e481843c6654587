import CLinux
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
            target.forEachRun(of: logical, sharedWith: shadow) { to, from, count in panel_stream_copy(to, from, count) }
            return
        }
        let physical = transform.physical(fromLogical: logical).intersection(target.bounds)
        guard !physical.isEmpty else { return }
        let w = transform.physicalWidth, h = transform.physicalHeight
        for py in physical.y..<physical.maxY {
            let destination = target.row(py) + physical.x
            switch transform.rotation {
            case .none:
                return
            case .clockwise90: // px = w-1-ly, py = lx: walks up the shadow's column py
                for i in 0..<physical.width { destination[i] = shadow.row(w - 1 - physical.x - i)[py] }
            case .upsideDown: // px = w-1-lx, py = h-1-ly: walks one shadow row backwards
                let source = shadow.row(h - 1 - py) + (w - 1 - physical.x)
                for i in 0..<physical.width { destination[i] = source[-i] }
            case .clockwise270: // px = ly, py = h-1-lx: walks down the shadow's column h-1-py
                let column = h - 1 - py
                for i in 0..<physical.width { destination[i] = shadow.row(physical.x + i)[column] }
            }
        }
    }

    /// Copies every rectangle of `region`.
    public static func copy(_ region: Region, from shadow: Surface, to target: Surface, transform: ScreenTransform) {
        for rect in region.rects { copy(rect, from: shadow, to: target, transform: transform) }
    }
}
