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

    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: Swift.max(1, count), reportingIn: nil) }
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
    /// Where a spatial tap reports its location (nil: a plain tap, whose value is `()`).
    private let space: CoordinateSpace?
    private var start: FixedPoint = .zero
    /// Set by the gesture node before the touch begins.
    var series = TapSeries()

    init(count: Int, reportingIn space: CoordinateSpace?) {
        self.count = count
        self.space = space
    }

    private func succeed(at touch: TouchSample) {
        if let space {
            succeed(SpatialTapGesture.Value(location: touch.location(in: space).cgPoint))
        } else {
            succeed(())
        }
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
            succeed(at: touch)
            return
        }
        let continues = series.taps > 0 && touch.time - series.lastTime <= TapGesture.seriesInterval
            && !touch.location.isFarther(from: series.lastLocation, than: TapGesture.seriesDistance)
        series.taps = continues ? series.taps + 1 : 1
        series.lastTime = touch.time
        series.lastLocation = touch.location
        if series.taps >= count {
            series.taps = 0
            succeed(at: touch)
        } else {
            fail()
        }
    }
}
