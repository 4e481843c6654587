/// A CSS cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1) and
/// (x2,y2), evaluated in integer arithmetic: x(t) = u is solved by bisection in Q24, then
/// y(t) is evaluated; the result is exact to well within 1/4096.
public struct BezierTimingCurve: Hashable, Sendable {
    /// Polynomial coefficients of x(t) and y(t) = ((a·t + b)·t + c)·t, in Q24.
    private let ax: Int64, bx: Int64, cx: Int64
    private let ay: Int64, by: Int64, cy: Int64
    static let bits: Int64 = 24
    package static let one: Int64 = 1 << 24

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        func q(_ v: Double) -> Int64 { Int64((v * Double(BezierTimingCurve.one)).rounded()) }
        // x1, x2 outside 0...1 would make x(t) non-monotonic; CSS forbids it, so clamp.
        let px1 = q(min(max(x1, 0), 1)), px2 = q(min(max(x2, 0), 1))
        let py1 = q(y1), py2 = q(y2)
        cx = 3 * px1
        bx = 3 * (px2 - px1) - cx
        ax = BezierTimingCurve.one - cx - bx
        cy = 3 * py1
        by = 3 * (py2 - py1) - cy
        ay = BezierTimingCurve.one - cy - by
    }

    public static let linear = BezierTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = BezierTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = BezierTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = BezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    @inline(__always) private static func evaluate(_ a: Int64, _ b: Int64, _ c: Int64, _ t: Int64) -> Int64 {
        let s = ((a * t) >> bits) + b
        let u = ((s * t) >> bits) + c
        return (u * t) >> bits
    }

    /// The curve's value y for time fraction `x` (both Q24, x clamped to 0...1).
    public func value(atQ24 x: Int64) -> Int64 {
        if x <= 0 { return 0 }
        if x >= BezierTimingCurve.one { return BezierTimingCurve.one }
        var low: Int64 = 0, high = BezierTimingCurve.one
        // x(t) is monotonic for x1, x2 in 0...1: bisection always converges, in 24 steps.
        while high - low > 1 {
            let mid = (low + high) >> 1
            if BezierTimingCurve.evaluate(ax, bx, cx, mid) < x { low = mid } else { high = mid }
        }
        return BezierTimingCurve.evaluate(ay, by, cy, high)
    }

    /// The value for an elapsed time in a duration (nanoseconds), in Q24.
    public func value(elapsed: Int64, duration: Int64) -> Int64 {
        guard duration > 0 else { return BezierTimingCurve.one }
        let clamped = min(max(elapsed, 0), duration)
        return value(atQ24: (clamped << BezierTimingCurve.bits) / duration)
    }

    /// dy/dx at a time fraction (Q24), for handing velocity on to a following spring.
    public func slope(atQ24 x: Int64) -> Int64 {
        let h: Int64 = 1 << 12
        let a = value(atQ24: max(0, x - h)), b = value(atQ24: min(BezierTimingCurve.one, x + h))
        let span = min(BezierTimingCurve.one, x + h) - max(0, x - h)
        return span > 0 ? ((b - a) << BezierTimingCurve.bits) / span : 0
    }
}
