import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import PanelKiosk

/// `panel-app inputs --measure`: its report, and its options.
@Suite struct InputsMeasureTests {
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 1024, rotation: .none)

    static let eGalax = InputDeviceCapabilities(
        name: "eGalax Inc. USB \"Touch\" Controller", keys: [UInt16(0x14a)],
        absoluteAxes: [UInt16(0): AbsoluteAxisInfo(minimum: 0, maximum: 2047), UInt16(1): AbsoluteAxisInfo(minimum: 0, maximum: 2047)])

    @Test func aNoisyHoldGetsAUdevRuleWithTheSuggestedFuzz() {
        let decoder = InputEventDecoder(capabilities: InputsMeasureTests.eGalax, deviceNumber: 0, transform: screen)
        let report = TouchNoiseMeter.Report(duration: 3_456_000_000,
                                            x: .init(code: 0, minimum: 1000, maximum: 1008),
                                            y: .init(code: 1, minimum: 700, maximum: 701), pressure: nil)
        let lines = noiseReportLines(path: "/dev/input/event3", capabilities: InputsMeasureTests.eGalax, decoder: decoder, report: report)
        #expect(lines[0] == "/dev/input/event3 \"eGalax Inc. USB \"Touch\" Controller\": held 3.45 s")
        // 8 units of 2048 over 1280 px: 5 points; the margin of a 0..2047 axis is 4 units.
        #expect(lines[1] == "    x: 1000..1008, spread 8 units (5.00 points); noise margin now 4 units")
        #expect(lines[2] == "    y: 700..701, spread 1 units (0.50 points); noise margin now 4 units")
        // The wider of the spread and the margin in use: y keeps its margin.
        #expect(lines.last == "    ACTION==\"add|change\", KERNEL==\"event*\", ATTRS{name}==\"eGalax Inc. USB ?Touch? Controller\", ENV{LIBINPUT_FUZZ_00}=\"8\", ENV{LIBINPUT_FUZZ_01}=\"4\"")
    }

    @Test func aHoldWithinTheMarginsNeedsNoRule() {
        let decoder = InputEventDecoder(capabilities: InputsMeasureTests.eGalax, deviceNumber: 0, transform: screen)
        let report = TouchNoiseMeter.Report(duration: 2_000_000_000, x: .init(code: 0, minimum: 5, maximum: 6), y: .init(code: 1, minimum: 5, maximum: 5), pressure: nil)
        let lines = noiseReportLines(path: "/dev/input/event3", capabilities: InputsMeasureTests.eGalax, decoder: decoder, report: report)
        #expect(lines.last == "    the noise margins already keep this finger still")
    }

    @Test func secondsWithoutMeasureOrOutOfRangeIsAUsageError() {
        #expect(runInputsCommand(["--seconds", "3"]) == 2)
        #expect(runInputsCommand(["--measure", "--seconds", "9999"]) == 2)
        #expect(runInputsCommand(["--measure", "--seconds", "-1"]) == 2)
    }

    @Test func measuringWhereThereIsNoDeviceSaysSo() throws {
        var template = Array("/tmp/panel-measure-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = try #require(made.map { String(cString: $0) })
        defer { rmdir(folder) }
        #expect(runInputsCommand(["--measure", "--seconds", "0", "--directory", folder]) == 1)
    }
}
