import PanelBase

/// One track's keyframes from a start value: the value at any time of the track.
///
/// Every segment is a weighted sum of keyframe values and velocities, with weights
/// computed in integers (Q24, times in nanoseconds) and the sum taken over the values'
/// animatable data in Q16 (`KeyframeMix`):
/// - linear: `from + (to − from)·curve(s)`;
/// - cubic: the Hermite cubic through `from` and `to` with their velocities. A velocity
///   not given is chosen to keep the motion smooth: between two cubic keyframes the
///   Catmull-Rom tangent (the next value minus the previous over the time between them);
///   next to another kind of keyframe, that keyframe's velocity there (a linear segment's
///   slope, a spring's speed, a move's zero); at the track's ends the slope of the
///   segment itself;
/// - spring: the spring's exact motion from `from` (with the given velocity, or the one the
///   track had) towards `to`, stepped as the spring animations step;
/// - move: `to` at once.
@MainActor
struct KeyframeTrackCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData
    private let base: Value
    private let segments: [KeyframeSegment<Value>]
    /// points[0] is the start value, points[k + 1] the end of segment k.
    private let points: [Data]
    private let starts: [Int64]
    private let durations: [Int64]
    let duration: Int64

    private static var one: Int64 { 1 << 24 }

    init(from start: Value, segments: [KeyframeSegment<Value>]) {
        base = start
        self.segments = segments
        points = [start.animatableData] + segments.map(\.to.animatableData)
        var starts: [Int64] = [], durations: [Int64] = [], time: Int64 = 0
        for segment in segments {
            let length: Int64
            switch segment.kind {
            case .move: length = 0
            case .spring(let spring, _): length = segment.duration ?? spring.settlingNanoseconds
            default: length = segment.duration ?? 0
            }
            starts.append(time)
            durations.append(length)
            time = Nanoseconds.sum(time, length)
        }
        self.starts = starts
        self.durations = durations
        duration = time
    }

    func value(at time: Int64) -> Value {
        var result = base
        result.animatableData = data(at: time)
        return result
    }

    private func data(at time: Int64) -> Data {
        guard let k = segments.indices.first(where: { time < starts[$0] + durations[$0] }) else { return points[points.count - 1] }
        let local = time - starts[k], length = durations[k]
        let s = mulDiv(local, Self.one, length)
        let from = points[k], to = points[k + 1]
        switch segments[k].kind {
        case .move:
            return to
        case .linear(let curve):
            let y = curve.value(atQ24: s)
            return KeyframeMix.sum([(from, Self.one - y), (to, y)])
        case .cubic:
            let s2 = mulDiv(s, s, Self.one), s3 = mulDiv(s2, s, Self.one)
            let h00 = 2 * s3 - 3 * s2 + Self.one, h10 = s3 - 2 * s2 + s
            let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return KeyframeMix.sum([(from, h00), (cubicStartVelocity(k), mulDiv(h10, length, 1_000_000_000)),
                                    (to, h01), (cubicEndVelocity(k), mulDiv(h11, length, 1_000_000_000))])
        case .spring(let spring, _):
            let (a, b, _, _) = Self.springResponse(spring, elapsed: local)
            return KeyframeMix.sum([(to, Self.one - a), (from, a), (springStartVelocity(k), b)])
        }
    }

    /// (to − from) / duration of segment k, per second.
    private func slope(_ k: Int) -> Data {
        guard durations[k] > 0 else { return .zero }
        let w = mulDiv(Self.one, 1_000_000_000, durations[k])
        return KeyframeMix.sum([(points[k + 1], w), (points[k], -w)])
    }

    /// The Catmull-Rom tangent at point j: the slope from point j − 1 to j + 1; at the ends,
    /// the slope of the one segment there.
    private func catmullRom(at j: Int) -> Data {
        if j == 0 { return slope(0) }
        if j == segments.count { return slope(j - 1) }
        let span = durations[j - 1] + durations[j]
        guard span > 0 else { return .zero }
        let w = mulDiv(Self.one, 1_000_000_000, span)
        return KeyframeMix.sum([(points[j + 1], w), (points[j - 1], -w)])
    }

    private func cubicStartVelocity(_ k: Int) -> Data {
        guard case .cubic(let given, _) = segments[k].kind else { return .zero }
        if let given { return given.animatableData }
        if k == 0 { return catmullRom(at: 0) }
        if case .cubic = segments[k - 1].kind { return catmullRom(at: k) }
        return endVelocity(k - 1)
    }

    private func cubicEndVelocity(_ k: Int) -> Data {
        guard case .cubic(_, let given) = segments[k].kind else { return .zero }
        if let given { return given.animatableData }
        guard k + 1 < segments.count else { return catmullRom(at: k + 1) }
        switch segments[k + 1].kind {
        case .cubic: return catmullRom(at: k + 1)
        case .linear: return slope(k + 1)
        case .move: return .zero
        case .spring(_, let start): return start?.animatableData ?? catmullRom(at: k + 1)
        }
    }

    private func springStartVelocity(_ k: Int) -> Data {
        guard case .spring(_, let given) = segments[k].kind else { return .zero }
        if let given { return given.animatableData }
        return k == 0 ? .zero : endVelocity(k - 1)
    }

    /// The velocity at the end of segment k, handed on to the next.
    private func endVelocity(_ k: Int) -> Data {
        switch segments[k].kind {
        case .move: return .zero
        case .linear(let curve):
            // The slope times the curve's own rate at its end.
            let rate = curve.slope(atQ24: Self.one)
            return KeyframeMix.sum([(slope(k), rate)])
        case .cubic: return cubicEndVelocity(k)
        case .spring(let spring, _):
            let (_, _, da, db) = Self.springResponse(spring, elapsed: durations[k])
            return KeyframeMix.sum([(points[k], da), (points[k + 1], -da), (springStartVelocity(k), db)])
        }
    }

    /// The spring's motion as weights: after `elapsed`, displacement = a·(from − to) +
    /// b·v₀ and velocity = da·(from − to) + db·v₀ (Q24; b in seconds, da per second).
    static func springResponse(_ spring: Spring, elapsed: Int64) -> (a: Int64, b: Int64, da: Int64, db: Int64) {
        let stepper = spring.stepper
        let steps = Int(Swift.min(elapsed / SpringStepper.stepNanoseconds, AnimationComponent.maximumSpringSteps))
        var unitDisplacement = SpringStepper.State(displacement: 1 << 30, velocity: 0)
        var unitVelocity = SpringStepper.State(displacement: 0, velocity: 1 << 30)
        stepper.advance(&unitDisplacement, steps: steps)
        stepper.advance(&unitVelocity, steps: steps)
        return (unitDisplacement.displacement >> 6, unitVelocity.displacement >> 6,
                unitDisplacement.velocity >> 6, unitVelocity.velocity >> 6)
    }
}

/// Weighted sums of animatable data: over its Q16 channels for the types Panel animates
/// (`AnimatableDataChannels`), else with its own arithmetic.
@MainActor
enum KeyframeMix {
    /// Σ weight·data, weights in Q24.
    static func sum<Data: VectorArithmetic>(_ terms: [(Data, Int64)]) -> Data {
        if let type = Data.self as? AnimatableDataChannels.Type {
            var total: [Int64] = []
            var channels: [Int] = []
            for (data, weight) in terms {
                channels.removeAll(keepingCapacity: true)
                (data as! AnimatableDataChannels).appendChannels(to: &channels)
                if total.count < channels.count { total += Array(repeating: 0, count: channels.count - total.count) }
                for index in channels.indices { total[index] &+= mulDiv(Int64(channels[index]), weight, 1 << 24) }
            }
            var index = 0
            if let data = type.init(channels: total.map { Int(clamping: $0) }, index: &index) as? Data { return data }
        }
        var total = Data.zero
        for (data, weight) in terms { total += data.scaled(by: Double(weight) / Double(1 << 24)) }
        return total
    }
}
