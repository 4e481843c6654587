import Panel
import Testing

extension ViewHost {
    /// A finger down on the element labelled `label` at `seconds`, up 50 ms later, and the
    /// update after it (an issue is recorded when no element has that label).
    @MainActor
    func tap(_ label: String, at seconds: Double) {
        guard let point = element(labeled: label)?.activationPoint else {
            Issue.record("no element \(label)")
            return
        }
        send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
        update()
    }
}
