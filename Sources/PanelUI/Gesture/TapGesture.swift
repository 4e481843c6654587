import PanelBase

/// Succeeds when a touch lifts without having moved far (a tap); with `count` above one,
/// when that many taps follow each other closely at about the same place.
public struct TapGesture: Gesture, RecognizerMaking {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    /// How far a finger may wander and still tap: fingers are not mice.
    static let slop = Fixed(16)
    /// How far apart and how long after the last tap the next one of a series may come.
    static let seriesDistance = Fixed(40)
    static let seriesInterval: Int64 = 350_000_000

    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: Swift.max(1, count)) }
}

/// The taps a multi-tap gesture has seen so far on one view (kept by its gesture node,
/// since each touch gets a new recognizer).
@MainActor
final class TapSeries {
    var taps = 0
    var lastTime = MonotonicTime.zero
    var lastLocation = FixedPoint.zero
}

final class TapRecognizer: GestureRecognizer {
    private let count: Int
    private var start: FixedPoint = .zero
    /// Set by the gesture node before the touch begins.
    var series = TapSeries()
    /// Set for a `SpatialTapGesture`: it ends with where the touch lifted, in this space.
    private let locationSpace: CoordinateSpace?

    init(count: Int, locationSpace: CoordinateSpace? = nil) {
        self.count = count
        self.locationSpace = locationSpace
    }

    /// What the gesture ends with: nothing, or the spatial tap's location.
    private func result(_ touch: TouchSample) -> Any {
        guard let locationSpace else { return () }
        var location = touch.location
        if locationSpace == .local { location = FixedPoint(x: location.x - touch.bounds.minX, y: location.y - touch.bounds.minY) }
        return SpatialTapGesture.Value(location: location.cgPoint)
    }

    override func began(_ touch: TouchSample) { start = touch.location }

    override func moved(_ touch: TouchSample) {
        if touch.location.isFarther(from: start, than: TapGesture.slop) { fail() }
    }

    override func ended(_ touch: TouchSample) {
        if touch.location.isFarther(from: start, than: TapGesture.slop) {
            series.taps = 0
            fail()
            return
        }
        guard count > 1 else {
            succeed(result(touch))
            return
        }
        let continues = series.taps > 0 && touch.time - series.lastTime <= TapGesture.seriesInterval
            && !touch.location.isFarther(from: series.lastLocation, than: TapGesture.seriesDistance)
        series.taps = continues ? series.taps + 1 : 1
        series.lastTime = touch.time
        series.lastLocation = touch.location
        if series.taps >= count {
            series.taps = 0
            succeed(result(touch))
        } else {
            fail()
        }
    }
}
