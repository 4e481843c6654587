import PanelBase

/// A recognizer made of others (`simultaneously(with:)`, `sequenced(before:)`,
/// `exclusively(before:)`, `map`): it hands each touch to the parts that are listening
/// and decides, after each change, what its own state is (`partsChanged`).
class ComposedRecognizer: GestureRecognizer {
    let parts: [GestureRecognizer]
    /// The last touch the composition saw: a part that starts late (a sequence's second
    /// gesture) begins with it.
    private(set) var lastTouch: TouchSample?

    init(parts: [GestureRecognizer]) {
        self.parts = parts
    }

    /// Whether `part` hears touches now (a sequence's second gesture waits for the first).
    func isListening(_ part: GestureRecognizer) -> Bool { true }
    /// Decides the composition's own phase and value from its parts'.
    func partsChanged() {}

    override var deadline: MonotonicTime? {
        guard !isFinished else { return nil }
        return parts.filter { !$0.isFinished && isListening($0) }.compactMap(\.deadline).min()
    }

    override var wantsAnotherTouch: Bool {
        !isFinished && parts.contains { !$0.isFinished && isListening($0) && $0.wantsAnotherTouch }
    }

    override func began(_ touch: TouchSample) { forward(touch) { $0.touchBegan(touch) } }
    override func moved(_ touch: TouchSample) { forward(touch) { $0.touchMoved(touch) } }
    override func ended(_ touch: TouchSample) { forward(touch) { $0.touchEnded(touch) } }

    override func deadlineReached(_ time: MonotonicTime) {
        forward(nil) { part in
            if let due = part.deadline, due <= time { part.deadlineReached(time) }
        }
    }

    override func cancelled() {
        for part in parts { part.cancelIfRunning() }
        fail()
    }

    private func forward(_ touch: TouchSample?, _ body: (GestureRecognizer) -> Void) {
        if let touch { lastTouch = touch }
        for part in parts where isListening(part) { body(part) }
        if parts.contains(where: \.claimsTouch) { claim() }
        partsChanged()
    }

    /// Starts a part that was not listening with the touch as it is now.
    func start(_ part: GestureRecognizer) {
        guard let touch = lastTouch else { return }
        part.touchBegan(touch)
        if part.claimsTouch { claim() }
    }
}
