import PanelBase

/// One gesture, then another on the same touch once the first has succeeded: a long press
/// that then drags. Fails if either fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RecognizerMaking {
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first has succeeded with its value; the second's, once it has one.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer {
        SequenceRecognizer(
            first: makeBaseRecognizer(first), second: makeBaseRecognizer(second),
            running: { Value.first($0 as! First.Value) },
            then: { first, second in Value.second(first as! First.Value, second as? Second.Value) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SequenceRecognizer: ComposedRecognizer {
    private var firstValue: Any?
    private let then: (Any, Any?) -> Any

    init(first: GestureRecognizer, second: GestureRecognizer,
         running: @escaping (Any) -> Any, then: @escaping (Any, Any?) -> Any) {
        self.then = then
        super.init(parts: [first, second])
        first.changeHandlers.append { [unowned self] in change(running($0)) }
        first.endHandlers.append { [unowned self] in firstValue = $0 }
        second.changeHandlers.append { [unowned self] in
            if let firstValue { change(then(firstValue, $0)) }
        }
        second.endHandlers.append { [unowned self] in
            if let firstValue { succeed(then(firstValue, $0)) }
        }
    }

    override func isListening(_ part: GestureRecognizer) -> Bool {
        part === parts[0] || parts[0].phase == .succeeded
    }

    override func partsChanged() {
        let (first, second) = (parts[0], parts[1])
        switch first.phase {
        case .failed: fail()
        case .succeeded:
            if second.followedPointers.isEmpty && !second.isFinished {
                // The second gesture begins where the touch is now.
                if let firstValue { change(then(firstValue, nil)) }
                start(second)
            }
            if second.phase == .failed { fail() }
        default: break
        }
    }
}

extension Gesture {
    /// This gesture, then `other` once it has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
