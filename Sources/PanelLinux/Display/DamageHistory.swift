import PanelBase

/// What each buffer of a swap chain missed while the others were being shown.
///
/// With two or three buffers, the back buffer is a frame or two old: before a frame is
/// copied into it, it must also receive the damage of the frames it skipped (its "buffer
/// age"), or the screen would flash a stale region when it is shown. Rectangles are in
/// logical coordinates (those of the shadow surface).
public struct DamageHistory: Sendable {
    /// How many buffers take turns on screen.
    public let bufferCount: Int
    /// The whole logical screen: damage is clipped to it.
    public let bounds: PixelRect
    /// Above this many rectangles damage is covered by tiles (`DamageTiles`): the list
    /// stays bounded, and sparse damage (a scrolled list's rows) stays sparse.
    public let maxRectangles: Int

    private var missed: [[PixelRect]]

    /// Every buffer starts out missing everything: it has never been drawn.
    public init(bufferCount: Int, bounds: PixelRect, maxRectangles: Int = 16) {
        self.bufferCount = Swift.max(1, bufferCount)
        self.bounds = bounds
        self.maxRectangles = Swift.max(1, maxRectangles)
        self.missed = Array(repeating: bounds.isEmpty ? [] : [bounds], count: self.bufferCount)
    }

    /// Damage `buffer` has missed since it was last drawn.
    public func missedDamage(of buffer: Int) -> [PixelRect] {
        missed.indices.contains(buffer) ? missed[buffer] : [bounds]
    }

    /// The rectangles to copy into `buffer` for a frame whose own damage is `frameDamage`:
    /// the frame's damage plus the buffer's missed damage. Records that `buffer` is now
    /// current and that every other buffer has missed this frame's damage.
    public mutating func regionToCopy(into buffer: Int, frameDamage: [PixelRect]) -> [PixelRect] {
        // Many rectangles go as they are into the unions below, each covered once there.
        let damage = frameDamage.count > maxRectangles ? frameDamage
            : DamageHistory.simplified(frameDamage, within: bounds, limit: maxRectangles)
        guard missed.indices.contains(buffer) else { return [bounds] }
        let region = DamageHistory.simplified(missed[buffer] + damage, within: bounds, limit: maxRectangles)
        for other in missed.indices where other != buffer {
            missed[other] = DamageHistory.simplified(missed[other] + damage, within: bounds, limit: maxRectangles)
        }
        missed[buffer] = []
        return region
    }

    /// Marks every buffer as needing a full copy (after a mode set or a lost buffer).
    public mutating func invalidateAll() {
        for index in missed.indices { missed[index] = bounds.isEmpty ? [] : [bounds] }
    }

    /// Clips to `bounds`, drops empty rectangles and those inside another; past `limit`
    /// rectangles, covers them with tiles instead.
    public static func simplified(_ rects: [PixelRect], within bounds: PixelRect, limit: Int) -> [PixelRect] {
        if rects.count > limit { return DamageTiles.cover(rects, within: bounds) }
        var kept: [PixelRect] = []
        kept.reserveCapacity(rects.count)
        for rect in rects {
            let clipped = rect.intersection(bounds)
            if clipped.isEmpty { continue }
            if kept.contains(where: { encloses($0, clipped) }) { continue }
            kept.removeAll { encloses(clipped, $0) }
            kept.append(clipped)
        }
        return kept
    }

    /// Whether `inner` lies entirely inside `outer`.
    private static func encloses(_ outer: PixelRect, _ inner: PixelRect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }
}
