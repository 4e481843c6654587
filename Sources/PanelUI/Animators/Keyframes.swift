import PanelBase

/// Changes to a value over time, as SwiftUI's `Keyframes`: tracks of keyframes, each on
/// one property of the value (`KeyframeTrack(\.scale) { ... }`), all starting together.
@MainActor @preconcurrency
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes where Body.Value == Value
    @KeyframesBuilder<Value> var body: Body { get }
}

/// One property's track, resolved against the value the keyframes start from.
struct AnyKeyframeTrack<Root> {
    /// The track for a start value: its length, and how it sets its property at a time.
    let resolve: @MainActor (Root) -> (duration: Int64, apply: @MainActor (inout Root, Int64) -> Void)
}

/// Tracks as the builder lists them; keyframes written directly among them (`loose`)
/// make one more track, of the whole value.
public struct _KeyframeTracks<Value>: Keyframes {
    let explicit: [AnyKeyframeTrack<Value>]
    var loose: [KeyframeSegment<Value>] = []
    var makeLooseTrack: (([KeyframeSegment<Value>]) -> AnyKeyframeTrack<Value>)?
    public var body: _KeyframeTracks<Value> { self }

    init(tracks: [AnyKeyframeTrack<Value>]) { explicit = tracks }

    init(joining parts: [_KeyframeTracks<Value>]) {
        explicit = parts.flatMap { $0.explicit }
        loose = parts.flatMap { $0.loose }
        for part in parts where makeLooseTrack == nil { makeLooseTrack = part.makeLooseTrack }
    }

    var allTracks: [AnyKeyframeTrack<Value>] {
        guard !loose.isEmpty, let makeLooseTrack else { return explicit }
        return explicit + [makeLooseTrack(loose)]
    }
}

extension Keyframes {
    /// The tracks these keyframes are made of.
    var tracks: [AnyKeyframeTrack<Value>] {
        if let list = self as? _KeyframeTracks<Value> { return list.allTracks }
        return body.tracks
    }
}

/// The keyframes of one property of `Root` (at `keyPath`), as SwiftUI's `KeyframeTrack`.
/// (On the main actor, as the `Animatable` values it moves.)
@MainActor
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent> where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content().segments
    }

    /// A track of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        segments = content().segments
    }

    var erased: AnyKeyframeTrack<Root> {
        let keyPath = self.keyPath, segments = self.segments
        return AnyKeyframeTrack { root in
            let curve = KeyframeTrackCurve(from: root[keyPath: keyPath], segments: segments)
            return (curve.duration, { value, time in value[keyPath: keyPath] = curve.value(at: time) })
        }
    }
}

/// Lists the tracks of keyframes (with `if`, `if`/`else` and `for`); keyframes written
/// directly make one track of the whole value.
@MainActor @resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: [track.erased])
    }
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframes.tracks)
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTracks<Value> where K.Value == Value {
        var tracks = _KeyframeTracks<Value>(tracks: [])
        tracks.loose = keyframe.segments
        tracks.makeLooseTrack = { segments in
            AnyKeyframeTrack { root in
                let curve = KeyframeTrackCurve(from: root, segments: segments)
                return (curve.duration, { value, time in value = curve.value(at: time) })
            }
        }
        return tracks
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(joining: parts)
    }
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(joining: parts)
    }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks(tracks: [])
    }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// Keyframes resolved from a start value, as SwiftUI's `KeyframeTimeline`: the value at
/// any time, computed in fixed point (times in nanoseconds, weights in Q24), so the same
/// time gives the same value on every machine.
@MainActor
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    private let tracks: [(duration: Int64, apply: @MainActor (inout Value, Int64) -> Void)]
    /// The longest track's length, in nanoseconds.
    let nanoseconds: Int64

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes.tracks.map { $0.resolve(initialValue) }
        nanoseconds = tracks.map(\.duration).max() ?? 0
    }

    /// The length of the longest track, in seconds.
    public var duration: Double { Double(nanoseconds) / 1e9 }

    /// The value `time` seconds from the start (clamped to the timeline).
    public func value(time: Double) -> Value {
        value(atNanoseconds: time.isNaN ? 0 : Animation.nanoseconds(time))
    }

    /// The value at `progress` (0...1) of the timeline's duration.
    public func value(progress: Double) -> Value {
        let fraction = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        return value(atNanoseconds: Int64((Double(nanoseconds) * fraction).rounded()))
    }

    func value(atNanoseconds time: Int64) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, Swift.max(0, time)) }
        return value
    }
}
