import PanelBase

/// What each buffer of a swap chain missed while the others were being shown.
///
/// With two or three buffers, the back buffer is a frame or two old (its "buffer age"):
/// before a frame is copied into it, it must also receive the damage of the frames it
/// skipped, or the screen would flash a stale region when it is shown. The history keeps
/// the regions of the last few frames and the age of each buffer; regions are in logical
/// coordinates (those of the shadow surface).
public struct DamageHistory: Sendable {
    /// How many buffers take turns on screen.
    public let bufferCount: Int
    /// The whole logical screen: damage is clipped to it.
    public let bounds: PixelRect
    /// Above this many rectangles a region is covered by tiles (`Region.tiled`): copies
    /// stay cheap to plan, and sparse damage (a scrolled list's rows) stays sparse.
    public let maxRectangles: Int

    /// The regions of the frames presented lately, newest last.
    private var recent: [Region] = []
    /// How many frames each buffer missed since it was last drawn; nil when it holds
    /// nothing to build on (never drawn, invalidated, or older than `recent` remembers).
    private var missedFrames: [Int?]
    /// Frames remembered: a buffer taken in turn misses `bufferCount - 1`; a flip that
    /// failed leaves one behind a little longer.
    private var historyLength: Int { bufferCount + 1 }

    /// Every buffer starts out missing everything: it has never been drawn.
    public init(bufferCount: Int, bounds: PixelRect, maxRectangles: Int = 16) {
        self.bufferCount = Swift.max(1, bufferCount)
        self.bounds = bounds
        self.maxRectangles = Swift.max(1, maxRectangles)
        self.missedFrames = Array(repeating: nil, count: self.bufferCount)
    }

    /// Damage `buffer` has missed since it was last drawn: the regions of the frames it
    /// missed (the whole screen when it holds nothing to build on).
    public func missedDamage(of buffer: Int) -> Region {
        guard missedFrames.indices.contains(buffer), let missed = missedFrames[buffer] else { return Region(bounds) }
        var region = Region()
        for frame in recent.suffix(missed) { region.formUnion(frame) }
        return region.simplified(within: bounds, limit: maxRectangles)
    }

    /// The region to copy into `buffer` for a frame whose own damage is `frameDamage`:
    /// the frame's damage plus what the buffer missed. Records that `buffer` is now
    /// current and that every other buffer has missed this frame.
    public mutating func regionToCopy(into buffer: Int, frameDamage: Region) -> Region {
        let damage = frameDamage.simplified(within: bounds, limit: maxRectangles)
        let region = missedDamage(of: buffer).union(damage).simplified(within: bounds, limit: maxRectangles)
        guard missedFrames.indices.contains(buffer) else { return region }
        recent.append(damage)
        if recent.count > historyLength { recent.removeFirst() }
        for other in missedFrames.indices where other != buffer {
            missedFrames[other] = missedFrames[other].flatMap { $0 < historyLength ? $0 + 1 : nil }
        }
        missedFrames[buffer] = 0
        return region
    }

    /// The buffers other than `buffer` that hold nothing to build on (never drawn, or
    /// invalidated).
    public func buffersHoldingNothing(besides buffer: Int) -> [Int] {
        missedFrames.indices.filter { $0 != buffer && missedFrames[$0] == nil }
    }

    /// Records that `buffer` received a whole copy of `source`: it now misses what
    /// `source` misses.
    public mutating func recordWholeCopy(of source: Int, into buffer: Int) {
        guard missedFrames.indices.contains(source), missedFrames.indices.contains(buffer) else { return }
        missedFrames[buffer] = missedFrames[source]
    }

    /// Marks every buffer as needing a full copy (after a mode set or a lost buffer).
    public mutating func invalidateAll() {
        for index in missedFrames.indices { missedFrames[index] = nil }
    }
}
