import PanelBase

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

extension Gesture {
    /// Calls `action` with the value whenever it changes while the gesture runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }
}
