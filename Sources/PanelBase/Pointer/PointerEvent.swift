/// One touch point's change, in logical screen coordinates: what the view layer sees of
/// touch. The input layer makes these from evdev (calibrated and rotated); scripts and
/// tests make them directly.
public struct PointerEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// A finger touched (or a pointer button went down).
        case began
        /// A touching finger moved.
        case moved
        /// The finger lifted.
        case ended
        /// The touch can no longer be trusted (device removed, events dropped): gestures it
        /// drives fail, and nothing it began may fire.
        case cancelled
    }

    /// Identifies one touch for as long as it lasts, unique across all devices
    /// (for multitouch screens: the device's number and the slot).
    public var pointer: Int
    public var phase: Phase
    /// Where, in the logical screen's 1/64 px.
    public var location: FixedPoint
    /// When the kernel saw it (CLOCK_MONOTONIC): latency is measured from here.
    public var timestamp: MonotonicTime

    public init(pointer: Int, phase: Phase, location: FixedPoint, timestamp: MonotonicTime) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
