import PanelBase

/// The display's clock, driven by page-flip timestamps: when the last frame reached the
/// screen, how long a refresh really lasts, and when the frame being rendered now will be
/// shown — the time animations are sampled at, so motion matches what the eye sees.
public struct FrameClock: Sendable {
    /// The mode's refresh interval in ns, used until flips have been measured.
    public let nominalInterval: Int64
    /// When the last frame was shown.
    public private(set) var lastFlip: MonotonicTime?
    /// The vblank counter of the last flip (0 when the display does not report one).
    public private(set) var lastSequence: UInt32 = 0
    /// Frames shown so far.
    public private(set) var framesShown: UInt64 = 0
    /// The refresh interval measured from consecutive flips (smoothed), if any.
    public private(set) var measuredInterval: Int64?

    public init(nominalInterval: Int64) {
        self.nominalInterval = Swift.max(1, nominalInterval)
    }

    /// The best known refresh interval in ns.
    public var interval: Int64 { measuredInterval ?? nominalInterval }

    /// Records a completed flip and returns how many vblanks passed since the previous one
    /// (1 when every vblank carried a frame; more after a missed frame or an idle time;
    /// 0 for the first flip).
    @discardableResult
    public mutating func record(_ flip: FlipCompletion) -> Int {
        defer {
            lastFlip = flip.timestamp
            lastSequence = flip.vblankSequence
            framesShown += 1
        }
        guard let previous = lastFlip else { return 0 }
        let delta = flip.timestamp - previous
        let vblanks: Int
        if lastSequence != 0 && flip.vblankSequence != 0 {
            vblanks = Int(flip.vblankSequence &- lastSequence)
        } else {
            vblanks = Int((delta + interval / 2) / interval)
        }
        // Only back-to-back flips measure the refresh; others span idle time.
        if vblanks == 1 && delta > nominalInterval / 2 && delta < nominalInterval * 3 / 2 {
            measuredInterval = measuredInterval.map { ($0 * 7 + delta + 4) / 8 } ?? delta
        }
        return vblanks
    }

    /// When a frame rendered at `now` and presented straight away will be shown: the first
    /// vblank after `now` on the grid of the last flip, or one interval ahead when no flip
    /// has been seen yet.
    public func nextPresentationTime(after now: MonotonicTime) -> MonotonicTime {
        guard let last = lastFlip else { return now + interval }
        if now < last { return last + interval }
        let elapsed = now - last
        return last + (elapsed / interval + 1) * interval
    }
}
