import PanelBase

/// One kernel input event: what `struct input_event` carries, with its timestamp already
/// on CLOCK_MONOTONIC. Devices, recordings and scripts all produce these, and the decoder
/// turns them into pointer events without knowing where they came from.
public struct RawInputEvent: Hashable, Sendable, CustomStringConvertible {
    public var type: UInt16
    public var code: UInt16
    public var value: Int32
    public var time: MonotonicTime

    public init(type: UInt16, code: UInt16, value: Int32, time: MonotonicTime) {
        self.type = type
        self.code = code
        self.value = value
        self.time = time
    }

    /// A SYN_REPORT, which closes a frame of events.
    public static func report(at time: MonotonicTime) -> RawInputEvent {
        RawInputEvent(type: LinuxInputCode.synchronization, code: LinuxInputCode.synReport, value: 0, time: time)
    }

    public var description: String { "\(time) type \(type) code \(code) value \(value)" }
}
