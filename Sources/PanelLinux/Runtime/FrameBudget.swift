import PanelBase

/// When to start drawing a frame that follows the previous one without a pause (an
/// animation): as late as its cost allows before the vblank that will show it, so touches
/// that arrive meanwhile still make it into that frame. A touch then reaches the screen
/// within one refresh plus the frame's cost, instead of waiting out a frame drawn right
/// after the last flip.
///
/// The cost is the largest of the recent frames' costs, with a quarter and a millisecond
/// to spare; until a few frames are known, and whenever frames cost a whole refresh, a
/// frame starts at once.
public struct FrameBudget: Sendable {
    /// The refresh interval, ns.
    public let interval: Int64
    /// Frames measured before frames start late.
    public static let warmUpFrames = 4
    /// Kept for the estimate: about half a second of frames.
    static let remembered = 32
    private var costs: [Int64] = []
    private var next = 0
    private var recorded = 0

    public init(interval: Int64) { self.interval = Swift.max(1, interval) }

    /// Notes what a frame cost (from starting to draw it to handing it to the display).
    public mutating func record(cost: Int64) {
        let cost = Swift.max(0, cost)
        if costs.count < FrameBudget.remembered {
            costs.append(cost)
        } else {
            costs[next] = cost
        }
        next = (next + 1) % FrameBudget.remembered
        recorded += 1
    }

    /// How long before its vblank a frame should start: the whole interval (start at once)
    /// until enough frames are known.
    public var lead: Int64 {
        guard recorded >= FrameBudget.warmUpFrames, let slowest = costs.max() else { return interval }
        return Swift.min(interval, slowest + slowest / 4 + 1_000_000)
    }

    /// When to start the frame that vblank `showTime` should show, given that the
    /// previous frame was shown at `lastShown`: late only when frames follow each other
    /// (the previous one shown within the last refresh), otherwise now.
    public func startTime(forFrameShownAt showTime: MonotonicTime, lastShown: MonotonicTime?, now: MonotonicTime) -> MonotonicTime {
        guard let lastShown, now - lastShown < interval else { return now }
        return Swift.max(now, MonotonicTime(nanoseconds: showTime.nanoseconds - lead))
    }
}
