import PanelBase

/// Keyframes of one value, as SwiftUI's `KeyframeTrackContent`: `LinearKeyframe`,
/// `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`, or a type whose body lists them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One keyframe: the segment from the value before it to `to`.
struct KeyframeSegment<Value> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }
    let to: Value
    /// Nanoseconds; nil for a spring that takes its settling time.
    let duration: Int64?
    let kind: Kind

    static func nanoseconds(_ seconds: Double) -> Int64 { Animation.nanoseconds(seconds) }
}

/// Content made of segments already (the keyframes, and what the builder makes of them).
protocol KeyframeSegmentsSource {
    var anySegments: Any { get }
}

extension KeyframeTrackContent {
    /// The keyframes this content lists, in order.
    var segments: [KeyframeSegment<Value>] {
        if let source = self as? any KeyframeSegmentsSource, let segments = source.anySegments as? [KeyframeSegment<Value>] {
            return segments
        }
        return body.segments
    }
}

/// Keyframes as the builder lists them.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsSource {
    let list: [KeyframeSegment<Value>]
    public var body: _KeyframeList<Value> { self }
    var anySegments: Any { list }
}

/// Lists the keyframes of a track (with `if`, `if`/`else` and `for`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(list: keyframe.segments)
    }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(list: parts.flatMap(\.list))
    }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(list: parts.flatMap(\.list))
    }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList(list: [])
    }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}

/// Moves to its value along `timingCurve` (straight by default) over `duration` seconds.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsSource {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: KeyframeSegment<Value>.nanoseconds(duration), kind: .linear(timingCurve))
    }
    public var body: _KeyframeList<Value> { _KeyframeList(list: [segment]) }
    var anySegments: Any { [segment] }
}

/// Moves to its value along a cubic curve over `duration` seconds: with the velocities
/// given, or ones that keep the motion smooth (adjacent cubic keyframes make a
/// Catmull-Rom spline; see `KeyframeTrackCurve`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsSource {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: KeyframeSegment<Value>.nanoseconds(duration),
                                  kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }
    public var body: _KeyframeList<Value> { _KeyframeList(list: [segment]) }
    var anySegments: Any { [segment] }
}

/// Springs to its value, for `duration` seconds or until the spring settles; it starts
/// with `startVelocity`, or with the velocity the track had.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsSource {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration.map(KeyframeSegment<Value>.nanoseconds),
                                  kind: .spring(spring, startVelocity: startVelocity))
    }
    public var body: _KeyframeList<Value> { _KeyframeList(list: [segment]) }
    var anySegments: Any { [segment] }
}

/// Jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsSource {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
    public var body: _KeyframeList<Value> { _KeyframeList(list: [segment]) }
    var anySegments: Any { [segment] }
}
