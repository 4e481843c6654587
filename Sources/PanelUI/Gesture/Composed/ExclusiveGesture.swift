import PanelBase

/// Two gestures of which only one may succeed, the first preferred: the second counts
/// only once the first has failed (a double tap before a single one).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RecognizerMaking {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer {
        ExclusiveRecognizer(first: makeBaseRecognizer(first), second: makeBaseRecognizer(second),
                            wrapFirst: { Value.first($0 as! First.Value) }, wrapSecond: { Value.second($0 as! Second.Value) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class ExclusiveRecognizer: ComposedRecognizer {
    private let wrapSecond: (Any) -> Any
    /// The second's last change and its end, held back while the first may still succeed.
    private var secondChange: Any?, secondEnd: Any?

    init(first: GestureRecognizer, second: GestureRecognizer,
         wrapFirst: @escaping (Any) -> Any, wrapSecond: @escaping (Any) -> Any) {
        self.wrapSecond = wrapSecond
        super.init(parts: [first, second])
        first.changeHandlers.append { [unowned self] in change(wrapFirst($0)) }
        first.endHandlers.append { [unowned self] in succeed(wrapFirst($0)) }
        second.changeHandlers.append { [unowned self] in
            secondChange = $0
            if parts[0].phase == .failed { change(wrapSecond($0)) }
        }
        second.endHandlers.append { [unowned self] in secondEnd = $0 }
    }

    override func partsChanged() {
        let (first, second) = (parts[0], parts[1])
        if first.phase == .succeeded {
            second.cancelIfRunning()
            return
        }
        guard first.phase == .failed else { return }
        if let secondEnd {
            succeed(wrapSecond(secondEnd))
        } else if second.phase == .failed {
            fail()
        } else if let pending = secondChange {
            secondChange = nil
            change(wrapSecond(pending))
        }
    }
}

extension Gesture {
    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
