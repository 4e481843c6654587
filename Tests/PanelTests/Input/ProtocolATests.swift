import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Multitouch protocol A (SYN_MT_REPORT, no slots) through mtdev, with devices and event
/// orders shaped like a Sitronix ST1232's: no BTN_TOUCH, no INPUT_PROP_DIRECT, only
/// ABS_MT_TOUCH_MAJOR and ABS_MT_POSITION_X/Y over an 800×480 panel.
@Suite struct ProtocolATests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)

    static let sitronixHeader = """
        # EVEMU 1.3
        N: st1232-touchscreen
        I: 0018 0000 0000 0000
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 03 00 00 00 00 00 00 61 00
        A: 30 0 255 0 0 0
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0

        """

    static func sitronix() -> InputDeviceCapabilities {
        InputDeviceCapabilities(name: "st1232-touchscreen", busType: 0x18, absoluteAxes: [
            C.absMTTouchMajor: AbsoluteAxisInfo(minimum: 0, maximum: 255),
            C.absMTPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            C.absMTPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
        ])
    }

    func decoder(_ capabilities: InputDeviceCapabilities = ProtocolATests.sitronix(), device: Int = 3) -> InputEventDecoder {
        InputEventDecoder(capabilities: capabilities, deviceNumber: device, transform: screen)
    }

    @Test func aSitronixST1232IsAMultitouchScreenThroughMtdev() throws {
        let recording = try EvemuRecording(parsing: ProtocolATests.sitronixHeader, file: "st1232.evemu")
        #expect(recording.capabilities.multitouchProtocol == .a)
        #expect(InputDeviceKind(classifying: recording.capabilities) == .multitouchScreen)
        #expect(decoder(recording.capabilities).multitouchProtocol == .a)
        #expect(decoder(InputFixtures.multitouchScreen()).multitouchProtocol == .b)
    }

    @Test func aRecordingOfAnotherDeviceIsRefusedForWhatItIsNotForItsHeader() throws {
        func message(_ text: String) -> String? {
            do {
                let recording = try EvemuRecording(parsing: text, file: "r.evemu")
                _ = try ScriptedInputSource(recording: recording, transform: screen, startTime: .zero)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(ProtocolATests.sitronixHeader) == nil)
        #expect(message("E: 0.000000 0000 0000 0\n") == "the recording has no B: and A: lines describing its device (as evemu-record writes them)")
        let keyboard = "N: Keys\nB: 00 03 00 00 00 00 00 00 00\nB: 01 fe ff ff ff 00 00 00 00\n"
        #expect(message(keyboard) == nil, "keys are read too")
        // KEY_POWER (116): bit 4 of the key bitmask's 15th byte.
        let power = "N: Power Button\nB: 00 03 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 10 00\n"
        #expect(message(power) == "the device the header describes (\"Power Button\") is not a touchscreen, pointer, keyboard or dial: ignored: power or sleep buttons (left to the system)")
    }

    @Test func replaysASitronixSwipeAsOneTouch() throws {
        // One finger as the ST1232 reports it: every frame repeats TOUCH_MAJOR and the
        // position, then SYN_MT_REPORT; lifting is a frame with an empty SYN_MT_REPORT.
        var text = ProtocolATests.sitronixHeader
        var time = 17_003_334
        for x in [114, 114, 160, 220] {
            let stamp = "17.\(String(time % 1_000_000).leftPadded(6))"
            text += "E: \(stamp) 0003 0030 42\nE: \(stamp) 0003 0035 \(x)\nE: \(stamp) 0003 0036 383\nE: \(stamp) 0000 0002 0\nE: \(stamp) 0000 0000 0\n"
            time += 8_000
        }
        text += "E: 17.040000 0000 0002 0\nE: 17.040000 0000 0000 0\n"
        let recording = try EvemuRecording(parsing: text, file: "st1232.evemu")
        let source = try ScriptedInputSource(recording: recording, transform: screen, startTime: MonotonicTime(seconds: 1), deviceNumber: 2)
        let events = source.playToEnd().pointerEvents
        #expect(events.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(events.map(\.location) == [point(114, 383), point(160, 383), point(220, 383), point(220, 383)])
        #expect(Set(events.map(\.pointer)) == [128])
        #expect(source.activePointers.isEmpty)
    }

    /// One protocol A frame with a contact per point, ending in SYN_REPORT.
    func frame(_ points: [(Int32, Int32)], into stream: inout EventStream) {
        for (x, y) in points {
            stream.abs(C.absMTTouchMajor, 30)
            stream.abs(C.absMTPositionX, x)
            stream.abs(C.absMTPositionY, y)
            stream.mtReport()
        }
        if points.isEmpty { stream.mtReport() }
        stream.report()
        stream.advance(milliseconds: 10)
    }

    @Test func twoFingersKeepTheirSlotsWhileTheyMove() {
        var d = decoder()
        var s = EventStream()
        frame([(100, 100)], into: &s)
        frame([(102, 100), (600, 400)], into: &s)
        // The device lists them in the other order: mtdev matches them by position.
        frame([(610, 400), (104, 100)], into: &s)
        frame([(610, 400)], into: &s)
        frame([], into: &s)
        let events = d.feedAll(s.events)
        let first = events.filter { $0.pointer == events[0].pointer }
        let second = events.filter { $0.pointer != events[0].pointer }
        #expect(first.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(first.last?.location == point(104, 100))
        #expect(second.map(\.phase) == [.began, .moved, .ended])
        #expect(second.map(\.location) == [point(600, 400), point(610, 400), point(610, 400)])
        #expect(wellFormedPointerSequences(events))
        #expect(d.activePointers.isEmpty)
    }

    @Test func aLiftSaidOnlyByBTNTouchEndsEveryContact() {
        var caps = ProtocolATests.sitronix()
        caps.keys = [C.buttonTouch]
        var d = decoder(caps)
        var s = EventStream()
        s.key(C.buttonTouch, 1)
        frame([(100, 100)], into: &s)
        s.key(C.buttonTouch, 0); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .ended])
    }

    @Test func aContactWithoutAPositionIsLeftOut() {
        var d = decoder()
        var s = EventStream()
        // A contact report with only a touch size: no position of its own.
        s.abs(C.absMTTouchMajor, 30); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.abs(C.absMTTouchMajor, 30); s.mtReport()
        s.abs(C.absMTPositionX, 300); s.abs(C.absMTPositionY, 200); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.mtReport(); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events.first?.location == point(300, 200))
    }

    @Test func aContactOfSizeZeroIsAFingerHoveringNotATouch() {
        var d = decoder()
        var s = EventStream()
        s.abs(C.absMTTouchMajor, 0); s.abs(C.absMTPositionX, 100); s.abs(C.absMTPositionY, 100); s.mtReport()
        s.abs(C.absMTTouchMajor, 30); s.abs(C.absMTPositionX, 500); s.abs(C.absMTPositionY, 300); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.abs(C.absMTTouchMajor, 0); s.abs(C.absMTPositionX, 500); s.abs(C.absMTPositionY, 300); s.mtReport(); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events.first?.location == point(500, 300))
    }

    @Test func aFingerLandingWhereTheLastOneLiftedStillTouches() {
        // mtdev reports only what changed in a slot; the decoder must not take the
        // unchanged position for a touch without one.
        var d = decoder()
        var s = EventStream()
        frame([(0, 0)], into: &s)
        frame([], into: &s)
        frame([(0, 0)], into: &s)
        frame([], into: &s)
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended, .began, .ended])
        #expect(events.allSatisfy { $0.location == point(0, 0) })
    }

    @Test func lostEventsMidFrameNeverMixTwoFrames() {
        var d = decoder()
        var s = EventStream()
        frame([(100, 100)], into: &s)
        // Half a frame, then the kernel's SYN_DROPPED, then the rest up to a report.
        s.abs(C.absMTPositionX, 700); s.dropped(); s.abs(C.absMTPositionY, 5); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        frame([(120, 100)], into: &s)
        frame([], into: &s)
        frame([(400, 300)], into: &s)
        frame([], into: &s)
        let events = d.feedAll(s.events)
        // The touch under way is cancelled and stays muted until it lifts; the next one
        // is fresh. Nothing ever lands at the half frame's (700, 5).
        #expect(events.map(\.phase) == [.began, .cancelled, .began, .ended])
        #expect(events[2].location == point(400, 300))
        #expect(!events.contains { $0.location.x == Fixed(700) })
    }

    @Test func libevdevsStateReplayAfterLostEventsIsNotTakenForAFrame() {
        var d = decoder()
        var s = EventStream()
        frame([(100, 100)], into: &s)
        var output = d.feedEverything(s.events)
        d.beginResynchronization(at: s.time, into: &output)
        // libevdev replays the axes' last values without SYN_MT_REPORT.
        var sync = EventStream()
        sync.time = s.time
        sync.abs(C.absMTPositionX, 130); sync.abs(C.absMTPositionY, 100); sync.report()
        sync.advance(milliseconds: 10)
        frame([(130, 100)], into: &sync)
        frame([], into: &sync)
        output += d.feedEverything(sync.events)
        // The finger still down stays muted (not begun again) until it lifts.
        #expect(output.pointerEvents.map(\.phase) == [.began, .cancelled])
        #expect(d.activePointers.isEmpty)
    }

    /// A driver that reports its one contact without input_mt_sync (the Goodix GT80x dump
    /// under Recordings/Real): a frame of contact values with both positions and no
    /// SYN_MT_REPORT is that contact, outside libevdev's replay.
    @Test func anUnmarkedFrameWithBothPositionsIsOneContact() {
        var d = decoder()
        var s = EventStream()
        s.abs(C.absMTPositionX, 200); s.abs(C.absMTPositionY, 150); s.abs(C.absMTTrackingID, 0); s.report()
        s.advance(milliseconds: 10)
        s.abs(C.absMTPositionX, 210); s.report()   // a position alone is not a contact: dropped
        s.advance(milliseconds: 10)
        frame([], into: &s)
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events.first?.location == d.mapper.logicalPoint(deviceX: 200, deviceY: 150))
    }

    @Test func aFrameWithMoreContactsThanMtdevTakesIsBounded() {
        var d = decoder()
        var s = EventStream()
        frame((0..<40).map { (Int32($0) * 20, Int32($0) * 10) }, into: &s)
        frame([], into: &s)
        let events = d.feedAll(s.events)
        #expect(events.filter { $0.phase == .began }.count == ProtocolATranslator.maximumContactsPerFrame)
        #expect(wellFormedPointerSequences(events))
        #expect(d.activePointers.isEmpty)
    }

    @Test func aFloodWithoutReportsIsDroppedNotStored() {
        var d = decoder()
        var s = EventStream()
        for index in 0..<5000 { s.abs(C.absMTPositionX, Int32(index % 800)); s.abs(C.absMTPositionY, 5); s.mtReport() }
        s.report()
        s.advance(milliseconds: 10)
        frame([(10, 10)], into: &s)
        frame([], into: &s)
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .ended])
    }

    @Test func fuzzedProtocolAStreamsNeverCrashOrLeaveATouchDown() {
        var random = SplitMix64(seed: 0xA11CE)
        let codes: [UInt16] = [C.absMTPositionX, C.absMTPositionY, C.absMTTouchMajor, C.absMTTrackingID, C.absX]
        for _ in 0..<50 {
            var d = decoder()
            var s = EventStream()
            var output: [InputEvent] = []
            for _ in 0..<400 {
                switch random.next() % 10 {
                case 0, 1: s.mtReport()
                case 2: s.report()
                case 3: if random.next() % 20 == 0 { s.dropped() } else { s.report() }
                default: s.abs(codes[Int(random.next() % UInt64(codes.count))], Int32(truncatingIfNeeded: random.next() % 2000) - 100)
                }
            }
            output = d.feedEverything(s.events)
            d.cancelAll(at: s.time, into: &output)
            #expect(wellFormedPointerSequences(output.pointerEvents))
            #expect(d.activePointers.isEmpty)
        }
    }
}

extension EventStream {
    mutating func mtReport() { events.append(RawInputEvent(type: C.synchronization, code: C.synMTReport, value: 0, time: time)) }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
