import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// What `panel-app inputs --measure` measures: the wander of a finger held still.
@Suite struct TouchNoiseMeterTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)

    @Test func measuresTheSpreadOfTheHoldWithoutLandingAndLifting() throws {
        var meter = TouchNoiseMeter(decoder: InputEventDecoder(capabilities: TouchNoiseTests.eGalax(), deviceNumber: 0, transform: screen))
        var s = EventStream()
        // Landing slides 30 units in the first 100 ms; then ±2 on x, 0..1 on y for 3 s;
        // the lift slides again.
        s.abs(C.absX, 970); s.abs(C.absY, 600); s.key(C.buttonTouch, 1); s.report()
        for k in 1...10 { s.advance(milliseconds: 10); s.abs(C.absX, 970 + Int32(k) * 3); s.report() }
        for k in 0..<300 { s.advance(milliseconds: 10); s.abs(C.absX, 1000 + Int32(k % 5) - 2); s.abs(C.absY, 600 + Int32(k % 2)); s.report() }
        for k in 1...10 { s.advance(milliseconds: 10); s.abs(C.absX, 1000 + Int32(k) * 5); s.report() }
        s.key(C.buttonTouch, 0); s.report()
        for event in s.events { meter.feed(event) }
        let result = meter.finish(at: s.time)
        let report = try #require(result)
        #expect(report.duration == 3_200_000_000)
        #expect(report.x.minimum == 998 && report.x.maximum == 1002 && report.x.spread == 4)
        #expect(report.y.spread == 1)
        #expect(TouchNoiseMeter.suggestedFuzz(for: report.x) == 4)
        #expect(report.pressure == nil)
    }

    @Test func aPerfectlyStillFingerHasNoSpreadAndAShortTapIsNoMeasurement() throws {
        var meter = TouchNoiseMeter(decoder: InputEventDecoder(capabilities: TouchNoiseTests.eGalax(), deviceNumber: 0, transform: screen))
        var s = EventStream()
        s.abs(C.absX, 10); s.abs(C.absY, 10); s.key(C.buttonTouch, 1); s.report()
        s.advance(milliseconds: 100); s.key(C.buttonTouch, 0); s.report()
        for event in s.events { meter.feed(event) }
        #expect(meter.finish(at: s.time) == nil)
        s = EventStream()
        s.abs(C.absX, 500); s.key(C.buttonTouch, 1); s.report()
        for event in s.events { meter.feed(event) }
        // Still held when the measurement ends.
        let result = meter.finish(at: s.time + 2_000_000_000)
        let report = try #require(result)
        #expect(report.x.spread == 0 && report.x.minimum == 500)
    }

    @Test func pressureOnlyControllersReportTheirPressures() throws {
        var meter = TouchNoiseMeter(decoder: InputEventDecoder(capabilities: ControllerShapesTests.pressureOnly(), deviceNumber: 0, transform: screen))
        var s = EventStream()
        s.abs(C.absX, 2000); s.abs(C.absY, 2000); s.abs(C.absPressure, 150); s.report()
        for k in 0..<100 { s.advance(milliseconds: 10); s.abs(C.absPressure, 120 + Int32(k % 40)); s.report() }
        s.abs(C.absPressure, 0); s.report()
        for event in s.events { meter.feed(event) }
        let result = meter.finish(at: s.time)
        let report = try #require(result)
        #expect(report.pressure == 120...159)
        #expect(TouchNoiseMeter.suggestedPressureThreshold(lightest: 120, axis: AbsoluteAxisInfo(minimum: 0, maximum: 255)) == 60)
    }
}
