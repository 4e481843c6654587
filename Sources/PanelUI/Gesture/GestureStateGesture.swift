import PanelBase

/// A gesture that also updates a `GestureState` while it runs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, RecognizerMaking {
    public typealias Value = Base.Value
    package let base: Base
    package let state: GestureState<State>
    package let body: (Base.Value, inout State, inout Transaction) -> Void

    func makeRecognizer() -> GestureRecognizer {
        let recognizer = makeBaseRecognizer(base)
        let state = self.state, body = self.body
        recognizer.changeHandlers.append { value in
            guard let value = value as? Base.Value else { return }
            // The body may set an animation for its change: it is applied inside it.
            var transaction = Transaction()
            var next = state.wrappedValue
            body(value, &next, &transaction)
            withTransaction(transaction) { state.update { $0 = next } }
        }
        recognizer.resetHandlers.append { state.reset() }
        return recognizer
    }
}

extension Gesture {
    /// Updates `state` with each new value while the gesture runs; `state` returns to its
    /// initial value when the gesture ends or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
