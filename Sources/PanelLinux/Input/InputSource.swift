import PanelBase

/// Something that delivers input to the event loop: the evdev devices
/// (`EvdevInputSource`), a script or recording played at its times
/// (`ScriptedInputSource`), a test's stand-in.
public protocol InputSource: AnyObject {
    /// Registers the source with the loop's dispatcher, once, when the loop is made: its
    /// descriptors as readable sources and its timed events as a deadline source, whose
    /// callbacks hand what they read to `deliver` (pointers in logical screen
    /// coordinates). Later the source registers only what changes (a device plugged in
    /// or unplugged).
    func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void)
}

/// An input source that plays events at set times (scripts, recordings, benchmark
/// touches): it attaches as one deadline source.
public protocol TimedInputSource: InputSource {
    /// The time of the next event, or nil when none is pending.
    var nextDeadline: MonotonicTime? { get }

    /// Returns the events due at or before `time`.
    func eventsDue(at time: MonotonicTime) -> [InputEvent]
}

extension TimedInputSource {
    public func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
        dispatcher.addDeadlineSource(at: nextDeadline) { now in
            let events = self.eventsDue(at: now)
            if !events.isEmpty { deliver(events) }
            return self.nextDeadline
        }
    }
}
