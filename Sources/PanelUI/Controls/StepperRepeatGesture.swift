import PanelBase

/// A stepper half's touch: one step when it lifts inside, or, held, a step after 0.5 s and
/// every 0.1 s after that (then lifting adds none). Its value is whether the touch is inside.
struct StepperRepeatGesture: Gesture, RecognizerMaking {
    typealias Value = Bool
    let step: @MainActor () -> Void
    let editing: @MainActor (Bool) -> Void

    static var initialDelay: Int64 { 500_000_000 }
    static var interval: Int64 { 100_000_000 }

    func makeRecognizer() -> GestureRecognizer { StepperRepeatRecognizer(step: step, editing: editing) }
}

final class StepperRepeatRecognizer: GestureRecognizer {
    private let step: @MainActor () -> Void
    private let editing: @MainActor (Bool) -> Void
    private var due: MonotonicTime?
    private var repeated = false

    init(step: @escaping @MainActor () -> Void, editing: @escaping @MainActor (Bool) -> Void) {
        self.step = step
        self.editing = editing
    }

    override var deadline: MonotonicTime? { isFinished ? nil : due }

    override func began(_ touch: TouchSample) {
        due = touch.time + StepperRepeatGesture.initialDelay
        editing(true)
        change(true)
    }

    override func moved(_ touch: TouchSample) {
        let inside = touch.bounds.contains(touch.location)
        // Sliding off stops the repeat; sliding back does not restart it.
        if !inside { due = nil }
        change(inside)
    }

    override func ended(_ touch: TouchSample) {
        if touch.bounds.contains(touch.location), !repeated { step() }
        editing(false)
        succeed(false)
    }

    override func cancelled() {
        editing(false)
        super.cancelled()
    }

    override func deadlineReached(_ time: MonotonicTime) {
        guard let due, time >= due else { return }
        repeated = true
        self.due = due + StepperRepeatGesture.interval
        step()
    }
}
