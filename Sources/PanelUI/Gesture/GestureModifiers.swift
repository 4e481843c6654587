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

/// A gesture that calls an action when its value changes.
public struct _ChangedGesture<Base: Gesture>: Gesture, RecognizerMaking where Base.Value: Equatable {
    public typealias Value = Base.Value
    package let base: Base
    package let action: (Base.Value) -> Void

    func makeRecognizer() -> GestureRecognizer {
        let recognizer = makeBaseRecognizer(base)
        let action = self.action
        var last: Base.Value?
        recognizer.changeHandlers.append { value in
            guard let value = value as? Base.Value, value != last else { return }
            last = value
            action(value)
        }
        return recognizer
    }
}

/// A gesture that calls an action when it ends successfully.
public struct _EndedGesture<Base: Gesture>: Gesture, RecognizerMaking {
    public typealias Value = Base.Value
    package let base: Base
    package let action: (Base.Value) -> Void

    func makeRecognizer() -> GestureRecognizer {
        let recognizer = makeBaseRecognizer(base)
        let action = self.action
        recognizer.endHandlers.append { value in
            if let value = value as? Base.Value { action(value) }
        }
        return recognizer
    }
}

/// A recognizer for a gesture, or one that never succeeds for a gesture Panel cannot run.
@MainActor
func makeBaseRecognizer(_ gesture: some Gesture) -> GestureRecognizer {
    (gesture as? RecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
}

extension Gesture {
    /// Updates `state` with each new value while the gesture runs; `state` returns to its
    /// initial value when the gesture ends or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Calls `action` with the value whenever it changes while the gesture runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }

    /// Calls `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}
