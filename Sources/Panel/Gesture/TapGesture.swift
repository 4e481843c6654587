/// Succeeds when a touch lifts without having moved far (a tap).
public struct TapGesture: Gesture, RecognizerMaking {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    /// How far a finger may wander and still tap: fingers are not mice.
    static let slop = Fixed(16)

    func makeRecognizer() -> GestureRecognizer { TapRecognizer() }
}

final class TapRecognizer: GestureRecognizer {
    private var start: FixedPoint = .zero

    override func began(_ touch: TouchSample) { start = touch.location }

    override func moved(_ touch: TouchSample) {
        if touch.location.isFarther(from: start, than: TapGesture.slop) { fail() }
    }

    override func ended(_ touch: TouchSample) {
        if touch.location.isFarther(from: start, than: TapGesture.slop) { fail() } else { succeed(()) }
    }
}
