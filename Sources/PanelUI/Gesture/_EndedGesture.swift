import PanelBase

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

extension Gesture {
    /// Calls `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}
