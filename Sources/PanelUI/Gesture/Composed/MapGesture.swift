import PanelBase

/// A gesture whose values are turned into others (`.map { $0.translation }`).
public struct _MapGesture<Base: Gesture, Value>: Gesture, RecognizerMaking {
    package let base: Base
    package let transform: (Base.Value) -> Value

    func makeRecognizer() -> GestureRecognizer {
        let part = makeBaseRecognizer(base), transform = self.transform
        return MappedRecognizer(part: part) { value in (value as? Base.Value).map(transform) as Any }
    }
}

final class MappedRecognizer: ComposedRecognizer {
    init(part: GestureRecognizer, transform: @escaping (Any) -> Any) {
        super.init(parts: [part])
        part.changeHandlers.append { [unowned self] in change(transform($0)) }
        part.endHandlers.append { [unowned self] in succeed(transform($0)) }
    }

    override func partsChanged() {
        if parts[0].phase == .failed { fail() }
    }
}

extension Gesture {
    /// This gesture with its values made into others.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: body)
    }
}
