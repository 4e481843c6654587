/// A wheel or dial turned: a mouse wheel, a rotary encoder's knob, a jog dial.
public struct AxisEvent: Hashable, Sendable {
    public enum Axis: Hashable, Sendable {
        /// A vertical wheel (REL_WHEEL): positive turns away from the user (scroll up).
        case wheel
        /// A horizontal wheel or tilt (REL_HWHEEL): positive turns right.
        case horizontalWheel
        /// A dial or rotary encoder (REL_DIAL): which way is positive is the device's (and
        /// its wiring's) choice.
        case dial
    }

    public var axis: Axis
    /// Detents turned since the last event, signed as the axis says.
    public var value: Int32
    /// When the kernel saw it (CLOCK_MONOTONIC).
    public var timestamp: MonotonicTime

    public init(axis: Axis, value: Int32, timestamp: MonotonicTime) {
        self.axis = axis
        self.value = value
        self.timestamp = timestamp
    }
}
