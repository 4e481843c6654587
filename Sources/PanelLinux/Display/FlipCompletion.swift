import PanelBase

/// A frame reached the screen.
public struct FlipCompletion: Hashable, Sendable {
    /// Counts presented frames from 1.
    public var frame: UInt64
    /// The vblank at which it was shown (CLOCK_MONOTONIC).
    public var timestamp: MonotonicTime
    /// The display's vblank counter at that moment, where known.
    public var vblankSequence: UInt32

    public init(frame: UInt64, timestamp: MonotonicTime, vblankSequence: UInt32) {
        self.frame = frame
        self.timestamp = timestamp
        self.vblankSequence = vblankSequence
    }
}
