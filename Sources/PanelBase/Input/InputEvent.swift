/// One thing a person did with an input device, as the view layer receives it: a pointer
/// (touch, pen, mouse) moved or pressed, a key changed, or a wheel or dial turned. Input
/// sources deliver these in the order they happened.
public enum InputEvent: Hashable, Sendable {
    /// A touch, pen or mouse contact, in logical screen coordinates.
    case pointer(PointerEvent)
    /// A key or button that is not a pointer's: keyboards, keypads, a touchscreen's keys.
    case key(KeyEvent)
    /// A wheel or dial turned by some detents.
    case axis(AxisEvent)

    /// When the kernel saw it (CLOCK_MONOTONIC).
    public var timestamp: MonotonicTime {
        switch self {
        case .pointer(let event): return event.timestamp
        case .key(let event): return event.timestamp
        case .axis(let event): return event.timestamp
        }
    }

    /// The pointer event, if this is one.
    public var pointerEvent: PointerEvent? {
        if case .pointer(let event) = self { return event }
        return nil
    }

    /// The key event, if this is one.
    public var keyEvent: KeyEvent? {
        if case .key(let event) = self { return event }
        return nil
    }

    /// The axis event, if this is one.
    public var axisEvent: AxisEvent? {
        if case .axis(let event) = self { return event }
        return nil
    }
}

extension Sequence where Element == InputEvent {
    /// The pointer events among these, in order.
    public var pointerEvents: [PointerEvent] { compactMap(\.pointerEvent) }
    /// The key events among these, in order.
    public var keyEvents: [KeyEvent] { compactMap(\.keyEvent) }
    /// The axis events among these, in order.
    public var axisEvents: [AxisEvent] { compactMap(\.axisEvent) }
}
