import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The hand-written recordings in Tests/PanelTests/Input/Recordings.
func recordingPath(_ name: String, file: String = #filePath) -> String {
    testsDirectory(of: file, target: "PanelTests") + "/Input/Recordings/\(name).evemu"
}

@Suite struct EvemuRecordingTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)
    let start = MonotonicTime(nanoseconds: 5_000_000_000)

    func at(_ milliseconds: Int64) -> MonotonicTime { start + milliseconds * 1_000_000 }

    func replay(_ name: String, transform: ScreenTransform? = nil, calibration: TouchCalibration = .identity) throws -> (ScriptedInputSource, [PointerEvent]) {
        let recording = try EvemuRecording.load(path: recordingPath(name))
        let source = try ScriptedInputSource(recording: recording, transform: transform ?? screen, calibration: calibration, startTime: start, deviceNumber: 1)
        return (source, source.playToEnd().pointerEvents)
    }

    @Test func readsTheHeaderIntoCapabilities() throws {
        let recording = try EvemuRecording.load(path: recordingPath("multitouch-two-fingers"))
        let device = recording.capabilities
        #expect(device.name == "Hand Written MT Touchscreen")
        #expect(device.busType == 0x18 && device.vendor == 0x04f3 && device.product == 0x2a1c)
        #expect(device.properties == [C.propertyDirect])
        #expect(device.keys == [C.buttonTouch])
        #expect(device.absoluteAxes[C.absMTPositionX] == AbsoluteAxisInfo(minimum: 0, maximum: 4095, resolution: 16))
        #expect(device.slotCount == 10)
        #expect(recording.events.count == 28)
        #expect(recording.events[1] == RawInputEvent(type: C.absolute, code: C.absMTTrackingID, value: 100, time: .zero))
        #expect(recording.events[20].value == -1)
        #expect(recording.eventLines.first == 26)
    }

    @Test func replaysTwoFingersOnAProtocolBTouchscreen() throws {
        let (source, events) = try replay("multitouch-two-fingers")
        #expect(source.kind == .multitouchScreen)
        #expect(events == [
            PointerEvent(pointer: 64, phase: .began, location: point(320, 200), timestamp: at(0)),
            PointerEvent(pointer: 65, phase: .began, location: point(960, 400), timestamp: at(12)),
            PointerEvent(pointer: 64, phase: .moved, location: point(400, 200), timestamp: at(24)),
            PointerEvent(pointer: 65, phase: .moved, location: point(960, 450), timestamp: at(24)),
            PointerEvent(pointer: 64, phase: .ended, location: point(400, 200), timestamp: at(36)),
            PointerEvent(pointer: 65, phase: .ended, location: point(960, 450), timestamp: at(48)),
        ])
        #expect(source.activePointers.isEmpty)
    }

    @Test func replaysAtTheRecordedTimes() throws {
        let recording = try EvemuRecording.load(path: recordingPath("multitouch-two-fingers"))
        let source = try ScriptedInputSource(recording: recording, transform: screen, startTime: start)
        #expect(source.nextDeadline == at(0))
        #expect(source.eventsDue(at: at(11)).pointerEvents.map(\.phase) == [.began])
        #expect(source.nextDeadline == at(12))
        #expect(source.eventsDue(at: at(30)).pointerEvents.map(\.phase) == [.began, .moved, .moved])
        #expect(source.eventsDue(at: at(100)).pointerEvents.map(\.phase) == [.ended, .ended])
        #expect(source.isFinished)
    }

    @Test func replaysASingleTouchScreenWithOffsetAndOvershootingAxes() throws {
        let (source, events) = try replay("single-touch-resistive")
        #expect(source.kind == .singleTouchScreen)
        // The last unit of 4096 over 1280 px: 4095 × 1280 / 4096 = 1279.6875 px.
        let edge = FixedPoint(x: Fixed(raw: 4095 * 1280 * 64 / 4096), y: .zero)
        #expect(events == [
            PointerEvent(pointer: 64, phase: .began, location: point(320, 400), timestamp: at(0)),
            PointerEvent(pointer: 64, phase: .moved, location: point(400, 400), timestamp: at(10)),
            PointerEvent(pointer: 64, phase: .moved, location: edge, timestamp: at(20)),
            PointerEvent(pointer: 64, phase: .ended, location: edge, timestamp: at(30)),
        ])
    }

    @Test func replaysQEMUsAbsolutePointer() throws {
        let (source, events) = try replay("qemu-virtio-tablet")
        #expect(source.kind == .absolutePointer)
        #expect(events == [
            PointerEvent(pointer: 64, phase: .began, location: point(320, 200), timestamp: at(100)),
            PointerEvent(pointer: 64, phase: .moved, location: point(640, 400), timestamp: at(150)),
            PointerEvent(pointer: 64, phase: .ended, location: point(640, 400), timestamp: at(200)),
        ])
    }

    @Test func recoversFromSynDroppedInARecording() throws {
        let (source, events) = try replay("multitouch-syn-dropped")
        #expect(events == [
            PointerEvent(pointer: 64, phase: .began, location: point(80, 50), timestamp: at(0)),
            PointerEvent(pointer: 64, phase: .moved, location: point(160, 50), timestamp: at(10)),
            PointerEvent(pointer: 64, phase: .cancelled, location: point(160, 50), timestamp: at(20)),
            PointerEvent(pointer: 64, phase: .began, location: point(640, 400), timestamp: at(60)),
            PointerEvent(pointer: 64, phase: .ended, location: point(640, 400), timestamp: at(70)),
        ])
        #expect(source.activePointers.isEmpty)
    }

    @Test func replaysThroughRotationAndCalibration() throws {
        let rotated = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .clockwise90)
        let mirrored = try TouchCalibration(parsing: "-1 0 1 0 1 0")
        let (_, events) = try replay("multitouch-two-fingers", transform: rotated, calibration: mirrored)
        // Finger one at device (1024, 1024): mirrored to physical (960, 200), then turned
        // into the 800×1280 logical screen: (200, 1280 - 960).
        #expect(events.first?.location == point(200, 320))
        for event in events {
            let physical = rotated.physical(fromLogical: event.location)
            #expect(physical.x >= .zero && physical.x < Fixed(1280) && physical.y >= .zero && physical.y < Fixed(800))
        }
    }

    @Test func refusesARecordingWithoutAPointingDeviceHeader() throws {
        let recording = try EvemuRecording(parsing: "E: 0.000000 0001 001e 0001\nE: 0.000000 0000 0000 0000\n", file: "keys.evemu")
        #expect(throws: InputFileError.self) {
            _ = try ScriptedInputSource(recording: recording, transform: screen, startTime: start)
        }
    }

    func parseError(_ text: String) -> InputFileError? {
        do {
            _ = try EvemuRecording(parsing: text, file: "bad.evemu")
            return nil
        } catch {
            return error
        }
    }

    @Test func namesTheFileLineAndExpectationOfABadLine() {
        let header = "# EVEMU 1.3\nN: x\n"
        #expect(parseError(header + "E: 0.1 0003 0000\n")?.description == "bad.evemu:3: expected \"E: SECONDS.MICROSECONDS TYPE CODE VALUE\", found 3 fields")
        #expect(parseError(header + "E: x.1 0003 0000 5\n")?.description == "bad.evemu:3: expected a time like 12.034567, found \"x.1\"")
        #expect(parseError(header + "E: 0.1 0003 zz 5\n")?.line == 3)
        #expect(parseError(header + "E: 0.1 0003 0000 99999999999\n")?.message.contains("32-bit") == true)
        #expect(parseError(header + "E: 0.1 0030 0000 1\n")?.message.contains("event type") == true)
        #expect(parseError(header + "\n\nX: 1 2 3\n")?.description == "bad.evemu:5: expected a line starting with N:, I:, P:, B:, A: or E:, found \"X:\"")
        #expect(parseError("I: 0003 046d\n")?.line == 1)
        #expect(parseError("A: 35 0 1279\n")?.message.contains("MIN MAX FUZZ FLAT") == true)
        #expect(parseError("A: 99 0 1 0 0 0\n") != nil)
        #expect(parseError("B: 03 1ff\n") != nil)
        #expect(parseError("P:\n") != nil)
        #expect(parseError(header + "E: 1.000000 0000 0000 0000\r\n") == nil)
    }

    @Test func timesBeyondTheLimitAreAnErrorWithTheirLine() {
        let header = "# EVEMU 1.3\nN: x\n"
        // Ten digits of seconds once overflowed seconds × 10⁹.
        let error = parseError(header + "E: 0.000000 0000 0000 0\nE: 9999999999.000000 0000 0000 0\n")
        #expect(error?.line == 4)
        #expect(error?.message == "the time 9999999999.000000 is beyond the latest an event may carry (4294967295.999999 seconds)")
        #expect(parseError(header + "E: 99999999999999999999999.0 0000 0000 0\n")?.line == 3)
        #expect(parseError(header + "E: 4294967296.000000 0000 0000 0\n")?.line == 3)
        #expect(parseError(header + "E: -1.000000 0000 0000 0\n")?.message == "expected a time like 12.034567, found \"-1.000000\"")
        #expect(parseError(header + "E: +1.000000 0000 0000 0\n") != nil)
        #expect(parseError(header + "E: 4294967295.999999 0000 0000 0\n") == nil)
        #expect(parseError(header + "A: 35 -2147483649 0 0 0\n")?.message.contains("32-bit") == true)
        #expect(parseError(header + "A: 35 -2147483648 2147483647 2147483647 2147483647 2147483647\n") == nil)
    }

    @Test func theLongestGapBetweenEventsReplaysWithoutTrapping() throws {
        let text = try readTextFile(recordingPath("single-touch-resistive"))
        let header = text.split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n")
        // A touch at 0 lifted at the latest time a file may give, replayed near the end of
        // the clock: the lift's time saturates instead of wrapping into the past.
        let recording = try EvemuRecording(parsing: header + """

            E: 0.000000 0003 0000 1124
            E: 0.000000 0003 0001 2248
            E: 0.000000 0001 014a 0001
            E: 0.000000 0000 0000 0000
            E: 4294967295.999999 0001 014a 0000
            E: 4294967295.999999 0000 0000 0000
            """, file: "gap.evemu")
        let late = MonotonicTime(nanoseconds: .max - 1_000_000_000)
        let source = try ScriptedInputSource(recording: recording, transform: screen, startTime: late)
        let events = source.playToEnd().pointerEvents
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events.first?.timestamp == late)
        #expect(events.last?.timestamp == .distantFuture)
        #expect(source.activePointers.isEmpty)
    }

    @Test func missingFileIsReportedByName() {
        #expect(throws: InputFileError.self) { _ = try EvemuRecording.load(path: "/nonexistent/touch.evemu") }
    }

    @Test func fuzzedAndTruncatedRecordingsNeverCrashOrLeaveATouchDown() throws {
        let original = try readTextFile(recordingPath("multitouch-two-fingers"))
        let bytes = Array(original.utf8)
        var random = SplitMix64(seed: 42)
        let alphabet = Array("E: 0123456789abcdef.-#\n\t NIPBA".utf8)
        for round in 0..<300 {
            var mutated = Array(bytes[0..<Int.random(in: 0...bytes.count, using: &random)])
            for _ in 0..<(round % 3 == 0 ? 0 : Int.random(in: 1...20, using: &random)) where !mutated.isEmpty {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated[index] = alphabet.randomElement(using: &random)!
                case 1: mutated.remove(at: index)
                default: mutated.insert(UInt8.random(in: 0...255, using: &random), at: index)
                }
            }
            let text = String(decoding: mutated, as: UTF8.self)
            guard let recording = try? EvemuRecording(parsing: text, file: "fuzz"),
                  let source = try? ScriptedInputSource(recording: recording, transform: screen, startTime: start) else { continue }
            var events = source.playToEnd().pointerEvents
            events += source.cancelAll(at: at(10_000)).pointerEvents
            #expect(source.activePointers.isEmpty)
            #expect(wellFormedPointerSequences(events), "round \(round)")
        }
    }
}
