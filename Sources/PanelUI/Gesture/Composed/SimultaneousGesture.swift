import PanelBase

/// Two gestures recognised together: a drag and a pinch on one floor plan. Its value has
/// each one's value while it runs (nil for one not running, or one that failed); it ends
/// when both have ended, successfully if either succeeded.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RecognizerMaking {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer {
        SimultaneousRecognizer(first: makeBaseRecognizer(first), second: makeBaseRecognizer(second)) {
            Value(first: $0 as? First.Value, second: $1 as? Second.Value)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SimultaneousRecognizer: ComposedRecognizer {
    private let combine: (Any?, Any?) -> Any
    private var firstValue: Any?, secondValue: Any?

    init(first: GestureRecognizer, second: GestureRecognizer, combine: @escaping (Any?, Any?) -> Any) {
        self.combine = combine
        super.init(parts: [first, second])
        first.changeHandlers.append { [unowned self] in firstValue = $0; change(combine(firstValue, secondValue)) }
        second.changeHandlers.append { [unowned self] in secondValue = $0; change(combine(firstValue, secondValue)) }
        first.endHandlers.append { [unowned self] in firstValue = $0 }
        second.endHandlers.append { [unowned self] in secondValue = $0 }
    }

    override func partsChanged() {
        let (first, second) = (parts[0], parts[1])
        // A part that failed has no value in the end.
        if first.phase == .failed { firstValue = nil }
        if second.phase == .failed { secondValue = nil }
        guard first.isFinished && second.isFinished else { return }
        if first.phase == .succeeded || second.phase == .succeeded {
            succeed(combine(firstValue, secondValue))
        } else {
            fail()
        }
    }
}

extension Gesture {
    /// This gesture and `other` recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
