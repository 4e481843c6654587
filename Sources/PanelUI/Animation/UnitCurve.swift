import PanelBase

/// A curve from (0, 0) to (1, 1) that maps an input progress to an output progress, as
/// SwiftUI's `UnitCurve`: the easing of a timing-curve animation or of a keyframe.
///
/// Bézier curves are solved in Q24 integers (`BezierTimingCurve`, the animations' own
/// solver); the circular curves use only square roots, which IEEE makes exact on every
/// machine.
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case linear
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }
    let shape: Shape
    /// The Bézier the animations solve, made once (nil for the circular curves).
    let timingCurve: BezierTimingCurve?

    init(_ shape: Shape) {
        self.shape = shape
        switch shape {
        case .linear: timingCurve = .linear
        case .bezier(let start, let end): timingCurve = BezierTimingCurve(x1: start.x, y1: start.y, x2: end.x, y2: end.y)
        default: timingCurve = nil
        }
    }

    init(_ timingCurve: BezierTimingCurve, start: UnitPoint, end: UnitPoint) {
        shape = .bezier(start: start, end: end)
        self.timingCurve = timingCurve
    }

    public static let linear = UnitCurve(.linear)
    /// Control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The same as `easeInOut`.
    public static let easeInEaseOut = easeInOut
    /// The fourth quadrant of a unit circle: slow, then fast.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// The second quadrant of a unit circle: fast, then slow.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// `circularEaseIn` over the first half, `circularEaseOut` over the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1); the x of the control points is clamped to 0...1.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(start: startControlPoint, end: endControlPoint))
    }

    /// The output at input `x`, both in Q24 (what an animation samples at every frame).
    func value(atQ24 x: Int64) -> Int64 {
        if let timingCurve { return timingCurve.value(atQ24: x) }
        return UnitCurve.q24(value(at: Double(x) / Double(BezierTimingCurve.one)))
    }

    /// dy/dx at input `x`, in Q24 (kept finite: the circles' vertical ends count as 64).
    func slope(atQ24 x: Int64) -> Int64 {
        if let timingCurve { return timingCurve.slope(atQ24: x) }
        return UnitCurve.q24(Swift.min(velocity(at: Double(x) / Double(BezierTimingCurve.one)), 64))
    }

    private static func q24(_ value: Double) -> Int64 { Int64((value * Double(BezierTimingCurve.one)).rounded()) }

    /// The output progress at input `progress` (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        switch shape {
        case .linear: return x
        case .bezier:
            let q = Int64((x * Double(BezierTimingCurve.one)).rounded())
            return Double(timingCurve!.value(atQ24: q)) / Double(BezierTimingCurve.one)
        case .circularEaseIn: return UnitCurve.circleIn(x)
        case .circularEaseOut: return UnitCurve.circleOut(x)
        case .circularEaseInOut:
            return x < 0.5 ? UnitCurve.circleIn(2 * x) / 2 : 0.5 + UnitCurve.circleOut(2 * x - 1) / 2
        }
    }

    /// The rate of change of the output at input `progress` (dy/dx).
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        switch shape {
        case .linear: return 1
        case .bezier:
            let q = Int64((x * Double(BezierTimingCurve.one)).rounded())
            return Double(timingCurve!.slope(atQ24: q)) / Double(BezierTimingCurve.one)
        case .circularEaseIn: return UnitCurve.circleInSlope(x)
        case .circularEaseOut: return UnitCurve.circleInSlope(1 - x)
        case .circularEaseInOut: return x < 0.5 ? UnitCurve.circleInSlope(2 * x) : UnitCurve.circleInSlope(2 - 2 * x)
        }
    }

    /// The curve mirrored about y = x: its output maps back to its input.
    public var inverse: UnitCurve {
        switch shape {
        case .linear: .linear
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: .circularEaseInOut
        case .bezier(let start, let end):
            .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }

    private static func circleIn(_ x: Double) -> Double { 1 - (1 - x * x).squareRoot() }
    private static func circleOut(_ x: Double) -> Double { ((2 - x) * x).squareRoot() }
    /// d/dx of 1 − √(1 − x²); vertical (infinite) at 1.
    private static func circleInSlope(_ x: Double) -> Double {
        let root = (1 - x * x).squareRoot()
        return root > 0 ? x / root : .infinity
    }

    /// The curve as SwiftUI prints a Bézier animation's curve: the polynomial coefficients
    /// x(t) = ((ax·t + bx)·t + cx)·t and the same for y.
    var solverDescription: String {
        guard case .bezier(let start, let end) = shape else {
            if shape == .linear { return UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1)).solverDescription }
            return "\(shape)"
        }
        let x1 = Swift.min(Swift.max(start.x, 0), 1), x2 = Swift.min(Swift.max(end.x, 0), 1)
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * start.y, by = 3 * (end.y - start.y) - cy, ay = 1 - cy - by
        return "UnitCurve.CubicSolver(ax: \(ax), bx: \(bx), cx: \(cx), ay: \(ay), by: \(by), cy: \(cy))"
    }
}
