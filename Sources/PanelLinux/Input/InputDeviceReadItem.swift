import PanelBase

/// One item read from a device: an event, or the start of a resynchronization after the
/// kernel dropped events (the sync events that follow describe the device's true state).
public enum InputDeviceReadItem: Hashable, Sendable {
    case event(RawInputEvent)
    case resynchronize(MonotonicTime)
}
