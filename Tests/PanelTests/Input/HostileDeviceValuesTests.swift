import CEvdev
import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// What a broken or malicious device can report (an empty or inverted range, the extremes
/// of Int32, a calibration from udev far beyond any real one) maps onto the screen or is
/// refused with a message: it never traps.
@Suite struct HostileDeviceValuesTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)
    let extremes: [Int32] = [.min, .min + 1, -1, 0, 1, .max - 1, .max]

    /// Within the screen, edges included (a rotated screen's far edge is where physical 0 lands).
    func isOnScreen(_ p: FixedPoint, _ transform: ScreenTransform) -> Bool {
        p.x >= .zero && p.y >= .zero && p.x <= Fixed(transform.logicalWidth) && p.y <= Fixed(transform.logicalHeight)
    }

    @Test func hostileAxisRangesMapEveryValueOntoTheScreen() throws {
        let ranges: [(Int32, Int32)] = [(0, 0), (5, 5), (100, -100), (.max, .min), (.min, .max), (.min, .min), (.max, .max), (-1, 0)]
        let calibrations = [TouchCalibration.identity, try TouchCalibration([100, -100, 100, -100, 100, -100]),
                            try TouchCalibration([-100, 0, -100, 0, -100, 100])]
        for rotation in Rotation.allCases {
            let transform = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: rotation)
            for (minimum, maximum) in ranges {
                for calibration in calibrations {
                    let mapper = TouchCoordinateMapper(xAxis: AbsoluteAxisInfo(minimum: minimum, maximum: maximum),
                                                       yAxis: AbsoluteAxisInfo(minimum: maximum, maximum: minimum),
                                                       calibration: calibration, transform: transform)
                    for x in extremes {
                        for y in extremes {
                            let p = mapper.logicalPoint(deviceX: x, deviceY: y)
                            #expect(isOnScreen(p, transform), "\(minimum)...\(maximum) at \(x), \(y) -> \(p)")
                        }
                    }
                }
            }
        }
    }

    @Test func hostileCalibrationNumbersAreRefusedWithAMessage() {
        for text in ["1e400 0 0 0 1 0", "nan 0 0 0 1 0", "inf 0 0 0 1 0", "100.0001 0 0 0 1 0", "0 0 0 0 1 -1e300",
                     "1 0 0 0 1", "1 0 0 0 1 0 0", "0x 0 0 0 1 0"] {
            #expect(throws: TouchCalibrationError.self, "\(text)") { _ = try TouchCalibration(parsing: text) }
        }
        #expect((try? TouchCalibration(parsing: "100 -100 1e-300 0 1 0")) != nil)
    }

    /// A udev database entry for /dev/null (a character device every system has) in a
    /// folder of the test's own.
    @Test func aHugeUdevCalibrationIsIgnoredWithAProblemNamed() throws {
        var info = stat()
        try #require(stat("/dev/null", &info) == 0)
        let numbers = UdevCalibration.deviceNumbers(UInt64(info.st_rdev))
        let database = "/tmp/panel-udev-\(getpid())"
        mkdir(database, 0o755)
        let entry = "\(database)/c\(numbers.major):\(numbers.minor)"
        defer { unlink(entry); rmdir(database) }
        for value in ["1e300 0 0 0 1 0", "99999999999999999999 0 0 0 1 0", "-inf 0 0 0 1 0"] {
            let fd = open(entry, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let text = "E:\(UdevCalibration.propertyName)=\(value)\n"
            _ = text.withCString { write(fd, $0, strlen($0)) }
            close(fd)
            let resolved = UdevCalibration.resolve(devicePath: "/dev/null", configured: nil, database: database)
            #expect(resolved.calibration == .identity)
            #expect(resolved.origin == .none)
            #expect(resolved.problem?.contains("udev LIBINPUT_CALIBRATION_MATRIX ignored") == true, "\(value)")
        }
    }

    @Test func extremeEventValuesDecodeOntoTheScreen() {
        for capabilities in [InputFixtures.multitouchScreen(), InputFixtures.singleTouchScreen(), InputFixtures.qemuTablet()] {
            var decoder = InputEventDecoder(capabilities: capabilities, deviceNumber: 3, transform: screen)
            var stream = EventStream()
            for value in extremes {
                stream.abs(C.absMTSlot, value)
                stream.abs(C.absMTSlot, 0)
                stream.abs(C.absMTTrackingID, value)
                stream.abs(C.absMTPositionX, value)
                stream.abs(C.absMTPositionY, value)
                stream.abs(C.absX, value)
                stream.abs(C.absY, value)
                stream.key(C.buttonTouch, value)
                stream.key(C.buttonLeft, value)
                stream.report()
                stream.advance(milliseconds: 1)
            }
            stream.abs(C.absMTSlot, 0)
            stream.abs(C.absMTTrackingID, -1)
            stream.key(C.buttonTouch, 0)
            stream.key(C.buttonLeft, 0)
            stream.report()
            let events = decoder.feedAll(stream.events)
            #expect(!events.isEmpty)
            #expect(events.allSatisfy { isOnScreen($0.location, screen) })
            #expect(decoder.activePointers.isEmpty)
        }
    }

    @Test func aFloodOfExtremeMouseMotionKeepsTheCursorOnScreen() {
        var decoder = InputEventDecoder(capabilities: InputFixtures.mouse(), deviceNumber: 0, transform: screen)
        var stream = EventStream()
        stream.key(C.buttonLeft, 1)
        for _ in 0..<10_000 {
            stream.rel(C.relX, .max)
            stream.rel(C.relY, .min)
        }
        stream.report()
        let events = decoder.feedAll(stream.events)
        #expect(events.map(\.phase) == [.began])
        #expect(decoder.cursor == FixedPoint(x: Fixed(raw: 1280 * 64 - 1), y: .zero))
        #expect(InputEventDecoder.accumulate(1 << 40, .max) == 1 << 40)
        #expect(InputEventDecoder.accumulate(-(1 << 40), .min) == -(1 << 40))
    }

    @Test func eventNodeNumbersAreBounded() {
        #expect(EvdevInputSource.deviceNumber(ofNode: "event0") == 0)
        #expect(EvdevInputSource.deviceNumber(ofNode: "event65535") == 65535)
        for name in ["event65536", "event99999999999999999999", "event+5", "event-1", "event", "event٣", "mouse0"] {
            #expect(EvdevInputSource.deviceNumber(ofNode: name) == nil, "\(name)")
        }
        // A decoder made in code with a number no node has still gives ids without trapping.
        var decoder = InputEventDecoder(capabilities: InputFixtures.multitouchScreen(), deviceNumber: .max, transform: screen)
        var stream = EventStream()
        stream.touch(slot: 3, id: 1, x: 5, y: 5)
        stream.report()
        #expect(decoder.feedAll(stream.events).map(\.pointer) == [.max])
    }

    @Test func kernelTimestampsBeyondTheClockSaturate() {
        var event = input_event()
        event.time.tv_sec = .max
        event.time.tv_usec = 999_999
        #expect(EvdevDevice.rawEvent(event).time == .distantFuture)
        event.time.tv_sec = 12
        event.time.tv_usec = 5
        #expect(EvdevDevice.rawEvent(event).time == MonotonicTime(nanoseconds: 12_000_005_000))
    }
}
