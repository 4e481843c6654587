import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A slider's value stays a finite number within its bounds for any fraction of the track,
/// even with bounds as wide as a Double allows (their span overflows to infinity).
@MainActor @Suite struct SliderTests {
    func slider(_ bounds: ClosedRange<Double>, step: Double? = nil, value: Double = 0) -> Slider<EmptyView, EmptyView> {
        var stored = value
        return Slider(value: Binding(get: { stored }, set: { stored = $0 }), in: bounds, step: step)
    }

    @Test func theWidestBoundsGiveFiniteValues() {
        let widest = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        for step in [nil, 1, 1e-300, 1e308] as [Double?] {
            let s = slider(-1e308...1e308, step: step)
            let t = slider(widest, step: step)
            for f in [0, 0.25, 0.5, 0.75, 1, -3, 7, .nan, .infinity] {
                for v in [s.value(atFraction: f), t.value(atFraction: f)] {
                    #expect(v.isFinite, "fraction \(f), step \(String(describing: step))")
                }
                #expect(s.value(atFraction: f) >= -1e308 && s.value(atFraction: f) <= 1e308)
            }
        }
        #expect(slider(-1e308...1e308).value(atFraction: 0.5) == 0)
        #expect(slider(-1e308...1e308).value(atFraction: 1) == 1e308)
        #expect(slider(-1e308...1e308).value(atFraction: 0) == -1e308)
    }

    @Test func theKnobSitsOnTheTrackForAnyValue() {
        for value in [0, 1e308, -1e308, .nan, .infinity, -.infinity, 5] {
            let f = slider(-1e308...1e308, value: value).fraction
            #expect(f >= 0 && f <= 1, "\(value)")
        }
        #expect(slider(-1e308...1e308, value: 0).fraction == 0.5)
        #expect(slider(0...100, value: 25).fraction == 0.25)
    }

    @Test func ordinaryBoundsSnapToTheStepAsBefore() {
        #expect(slider(0...100, step: 5).value(atFraction: 0.33) == 35)
        #expect(slider(0...100, step: 5).value(atFraction: 1) == 100)
        #expect(slider(-10...10).value(atFraction: 0.5) == 0)
    }
}
