import Glibc
import Testing
@testable import Panel
@testable import Thermostat

/// The thermostat example: its pixels at 800x480 (a golden image, compared exactly, with
/// the clock fixed), the set point's buttons, the sensor's task and the clock's ticks.
@MainActor
@Suite(.serialized) struct ThermostatTests {
    /// The wall clock at 2001-09-09 01:46:40 UTC when the host's time is 10 s.
    static let wallClock = WallClock(showing: 1_000_000_000_000_000_000, at: MonotonicTime(seconds: 10))

    init() {
        setenv("TZ", "UTC", 1)
        tzset()
    }

    private func host(model: ThermostatModel = ThermostatModel()) throws -> (ViewHost, FontSet) {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: ThermostatView(model: model), width: 800, height: 480, textMeasurer: fonts)
        host.wallClock = ThermostatTests.wallClock
        host.advance(to: MonotonicTime(seconds: 10))
        host.update(at: MonotonicTime(seconds: 10))
        return (host, fonts)
    }

    private func render(_ host: ViewHost, fonts: FontSet) -> Surface {
        ExampleGolden.render(host, fonts: fonts, background: ThermostatView.background)
    }

    private func expectGolden(_ surface: Surface, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        ExampleGolden.expect(surface, name, sourceLocation: sourceLocation)
    }

    @Test func screenAt800x480() throws {
        let (host, fonts) = try host()
        #expect(host.visibleTexts.contains("01:46:40"), "\(host.visibleTexts)")
        #expect(host.visibleTexts.contains("20.5°"), "\(host.visibleTexts)")
        expectGolden(render(host, fonts: fonts), "thermostat-800x480")
    }

    @Test func theButtonsMoveTheSetPointByHalfADegree() throws {
        let model = ThermostatModel()
        let (host, _) = try host(model: model)
        #expect(host.visibleTexts.contains("21.0°"))
        for (index, label) in ["Warmer", "Warmer", "Cooler"].enumerated() {
            let button = try #require(host.element(labeled: label), "\(host.interactiveElements())")
            let at = 11 + Double(index)
            host.send(PointerEvent(pointer: 1, phase: .began, location: button.activationPoint, timestamp: MonotonicTime(seconds: at)))
            host.send(PointerEvent(pointer: 1, phase: .ended, location: button.activationPoint, timestamp: MonotonicTime(seconds: at + 0.05)))
            host.update(at: MonotonicTime(seconds: at + 0.1))
        }
        #expect(host.visibleTexts.contains("21.5°"), "\(host.visibleTexts)")
        #expect(host.visibleTexts.contains("Heating to 21.5°"), "\(host.visibleTexts)")
        #expect(model.setPoint == 21.5)
    }

    @Test func theClockTicksOnceASecondAndIsTheOnlyDeadline() throws {
        let (host, _) = try host()
        #expect(host.nextDeadline == MonotonicTime(seconds: 11))
        host.advance(to: MonotonicTime(seconds: 10.5))
        #expect(!host.needsUpdate)
        host.advance(to: MonotonicTime(seconds: 11))
        #expect(host.needsUpdate)
        host.update(at: MonotonicTime(seconds: 11))
        #expect(host.visibleTexts.contains("01:46:41"), "\(host.visibleTexts)")
        #expect(host.nextDeadline == MonotonicTime(seconds: 12))
    }

    @Test func theSensorsTaskUpdatesTheReading() async throws {
        let (host, _) = try host()
        // At start: the reading 20.5° and the set point 21.0°; the first reading is 21.0°.
        #expect(host.visibleTexts.filter { $0 == "20.5°" }.count == 1)
        #expect(SimulatedSensor.reading(at: 1) == 21.0)
        let end = MonotonicTime.now() + 5_000_000_000
        while host.visibleTexts.contains("20.5°") && MonotonicTime.now() < end {
            try await Task.sleep(nanoseconds: 50_000_000)
            host.update(at: MonotonicTime(seconds: 10))
        }
        #expect(host.visibleTexts.filter { $0 == "21.0°" }.count == 2, "\(host.visibleTexts)")
    }

    @Test func aReadingRedrawsTheReadingAndNotTheSetPoint() throws {
        let model = ThermostatModel()
        let (host, _) = try host(model: model)
        #expect(!host.needsUpdate)
        model.advance()
        #expect(host.needsUpdate, "a new reading did not mark the screen")
        let frame = host.update(at: MonotonicTime(seconds: 10.5))
        #expect(host.visibleTexts.filter { $0 == "21.0°" }.count == 2, "\(host.visibleTexts)")
        #expect(host.visibleTexts.contains("Holding temperature"), "\(host.visibleTexts)")
        // The reading and the status line changed; the set point's control did not.
        #expect(frame.damage.allSatisfy { $0.maxX <= 400 || $0.y >= 380 }, "\(frame.damage)")
    }

    @Test func theSensorIsAFormulaOfItsTicks() {
        let readings = (0..<6).map(SimulatedSensor.reading(at:))
        #expect(readings == [20.5, 21.0, 21.5, 21.8, 22.0, 22.0])
    }
}
