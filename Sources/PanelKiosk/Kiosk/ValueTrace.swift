import Panel

/// `run --trace-values`: one line on standard output for each control value changed on
/// this panel (by a touch or a command) and for each value followed from the broker when
/// the frame showing it is on the screen, with the monotonic clock's time in nanoseconds:
///
///     trace 81234567890 changed lamp ON
///     trace 81240012345 shown peer ON
///
/// The fleet benchmark (`make fleet-bench`, docs/fleet.md) matches a change on one panel
/// with its showing on others: the time from a touch to another panel's screen.
@MainActor
final class ValueTrace {
    private var waitingForFrame: [(id: String, payload: String)] = []
    /// Followed values the frame on its way to the screen shows.
    private var inDrawnFrame: [(id: String, payload: String)] = []

    func changed(_ control: ControlSpec, to value: ControlValue) {
        guard let payload = control.kind.statePayload(for: value) else { return }
        emit(MonotonicTime.now(), "changed", control.id, payload)
    }

    func followed(_ control: ControlSpec, to value: ControlValue) {
        guard let payload = control.kind.statePayload(for: value) else { return }
        waitingForFrame.append((control.id, payload))
    }

    /// A frame was drawn: it shows the values followed so far.
    func frameDrawn() {
        inDrawnFrame += waitingForFrame
        waitingForFrame.removeAll()
    }

    /// The drawn frame is on the screen.
    func shown(_ flip: FlipCompletion) {
        for (id, payload) in inDrawnFrame { emit(flip.timestamp, "shown", id, payload) }
        inDrawnFrame.removeAll()
    }

    private func emit(_ time: MonotonicTime, _ event: String, _ id: String, _ payload: String) {
        print("trace \(time.nanoseconds) \(event) \(id) \(payload)")
    }
}
