import Panel

/// Touched values waiting for their device to confirm them (docs/panel-file.md, "State and
/// confirmation"). A control with a state source shows a touched value at once; if the
/// source then reports that value, it is confirmed. A report of another value (one not
/// sent meanwhile, as a slider's earlier values are) means the device refused: the report
/// is shown, with a message on the control. No report within the control's
/// `confirmTimeout` puts back the last confirmed value, with a message, logged once.
@MainActor
final class StateConfirmations {
    /// How long a message stays on its control, unless it is touched first.
    static let messageNanoseconds: Int64 = 4_000_000_000
    static let noAnswer = "no answer from device"
    static let refused = "refused by device"

    private struct Waiting {
        var control: ControlSpec
        /// Every value sent since the last confirmation, the latest last.
        var sent: [ControlValue]
        var deadline: MonotonicTime
    }

    /// The last value each control's device reported (at first, the value it started with).
    private(set) var confirmed: [String: ControlValue]
    private var waiting: [String: Waiting] = [:]
    private var messageDeadlines: [String: MonotonicTime] = [:]
    private let dispatcher: EventDispatcher
    private var source: LoopSourceID?
    /// Puts a control back to a value the device reported (shown, saved, published).
    var revert: (ControlSpec, ControlValue) -> Void = { _, _ in }
    /// Shows (non-nil) or takes away (nil) the message on a control.
    var showMessage: (String, String?) -> Void = { _, _ in }
    var log: (Log.Priority, String) -> Void

    init(startingWith values: [String: ControlValue], dispatcher: EventDispatcher,
         log: @escaping (Log.Priority, String) -> Void = Log.write) {
        confirmed = values
        self.dispatcher = dispatcher
        self.log = log
        source = dispatcher.addDeadlineSource(at: nil) { [weak self] now in
            MainActor.assumeIsolated { self?.expire(at: now) }
        }
    }

    /// Whether `id` waits for its device.
    func isWaiting(_ id: String) -> Bool { waiting[id] != nil }

    /// A value was sent to the device of `control` (touched, or set by a command).
    func sent(_ value: ControlValue, for control: ControlSpec) {
        guard control.awaitsConfirmation else { return }
        let deadline = dispatcher.now + Nanoseconds.clamping(seconds: control.feedback.confirmTimeout)
        if var entry = waiting[control.id] {
            entry.sent.append(value)
            entry.deadline = deadline
            waiting[control.id] = entry
        } else if confirmed[control.id] != value {
            waiting[control.id] = Waiting(control: control, sent: [value], deadline: deadline)
        }
        reschedule()
    }

    /// The device of `control` reports `value`. Returns whether it should be shown: not
    /// while it is one of the values sent before the latest (the device is catching up).
    func reported(_ value: ControlValue, for control: ControlSpec) -> Bool {
        confirmed[control.id] = value
        guard let entry = waiting[control.id] else { return true }
        if value == entry.sent.last {
            waiting[control.id] = nil
        } else if entry.sent.contains(value) {
            return false
        } else {
            waiting[control.id] = nil
            log(.warning, "\(control.id): the device reported \(control.kind.actionText(for: value)) instead of \(control.kind.actionText(for: entry.sent.last)); shown as reported")
            show(StateConfirmations.refused, on: control.id)
        }
        reschedule()
        return true
    }

    /// The control was touched: its message goes.
    func dismissMessage(of id: String) {
        guard messageDeadlines.removeValue(forKey: id) != nil else { return }
        showMessage(id, nil)
        reschedule()
    }

    /// Stops waiting for anything (the panel is replaced).
    func stop() {
        if let source { dispatcher.remove(source) }
        source = nil
        waiting.removeAll()
    }

    private func show(_ message: String, on id: String) {
        messageDeadlines[id] = dispatcher.now + StateConfirmations.messageNanoseconds
        showMessage(id, message)
    }

    private func expire(at now: MonotonicTime) -> MonotonicTime? {
        for (id, entry) in waiting where entry.deadline <= now {
            waiting[id] = nil
            let back = confirmed[id]
            log(.warning, "\(id): no answer from the device within \(JSONWriter.number(entry.control.feedback.confirmTimeout)) s"
                + (back.map { "; back to \(entry.control.kind.actionText(for: $0))" } ?? ""))
            if let back { revert(entry.control, back) }
            show(StateConfirmations.noAnswer, on: id)
        }
        for (id, deadline) in messageDeadlines where deadline <= now {
            messageDeadlines[id] = nil
            showMessage(id, nil)
        }
        return nextDeadline
    }

    private var nextDeadline: MonotonicTime? {
        (waiting.values.map(\.deadline) + messageDeadlines.values).min()
    }

    private func reschedule() {
        if let source { dispatcher.setDeadline(source, to: nextDeadline) }
    }
}
