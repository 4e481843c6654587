import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct InputEventDecoderTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)

    func decoder(_ capabilities: InputDeviceCapabilities, device: Int = 2) -> InputEventDecoder {
        InputEventDecoder(capabilities: capabilities, deviceNumber: device, transform: screen)
    }

    @Test func tracksTwoFingersThroughProtocolBSlots() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 0, id: 10, x: 100, y: 200); s.report()
        s.advance(milliseconds: 10)
        s.touch(slot: 1, id: 11, x: 600, y: 300); s.report()
        s.advance(milliseconds: 10)
        s.touch(slot: 0, id: nil, x: 110); s.touch(slot: 1, id: nil, y: 320); s.report()
        s.advance(milliseconds: 10)
        s.touch(slot: 0, id: -1); s.report()
        s.advance(milliseconds: 10)
        s.touch(slot: 1, id: -1); s.report()
        let events = d.feedAll(s.events)
        let t0: Int64 = 1_000_000_000
        #expect(events == [
            PointerEvent(pointer: 128, phase: .began, location: point(100, 200), timestamp: MonotonicTime(nanoseconds: t0)),
            PointerEvent(pointer: 129, phase: .began, location: point(600, 300), timestamp: MonotonicTime(nanoseconds: t0 + 10_000_000)),
            PointerEvent(pointer: 128, phase: .moved, location: point(110, 200), timestamp: MonotonicTime(nanoseconds: t0 + 20_000_000)),
            PointerEvent(pointer: 129, phase: .moved, location: point(600, 320), timestamp: MonotonicTime(nanoseconds: t0 + 20_000_000)),
            PointerEvent(pointer: 128, phase: .ended, location: point(110, 200), timestamp: MonotonicTime(nanoseconds: t0 + 30_000_000)),
            PointerEvent(pointer: 129, phase: .ended, location: point(600, 320), timestamp: MonotonicTime(nanoseconds: t0 + 40_000_000)),
        ])
        #expect(d.activePointers.isEmpty)
    }

    @Test func emitsNothingBeforeTheReport() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 5, y: 5)
        #expect(d.feedAll(s.events).isEmpty)
        #expect(d.feed(.report(at: s.time)).pointerEvents.map(\.phase) == [.began])
    }

    @Test func ignoresLegacySingleTouchAxesOnMultitouchScreens() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 5, y: 5); s.key(C.buttonTouch, 1); s.abs(C.absX, 5); s.abs(C.absY, 5); s.report()
        s.abs(C.absX, 50); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began])
    }

    @Test func aNewTrackingIDInAnOccupiedSlotEndsTheOldTouchFirst() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 3, id: 1, x: 5, y: 5); s.report()
        s.touch(slot: 3, id: 2, x: 50, y: 50); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .ended, .began])
        #expect(d.activePointers == [2 * 64 + 3])
    }

    @Test func slotsBeyondTheTrackedRangeAreIgnored() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 64, id: 1, x: 5, y: 5); s.report()
        s.touch(slot: -3, id: 2, x: 5, y: 5); s.report()
        #expect(d.feedAll(s.events).isEmpty)
    }

    @Test func singleTouchScreenMapsItsRangeAndFollowsBTNTouch() {
        // X 200..3900 (3701 units), Y 300..3800 (3501 units) onto 1280×800.
        var d = decoder(InputFixtures.singleTouchScreen(), device: 0)
        var s = EventStream()
        s.abs(C.absX, 200); s.abs(C.absY, 300); s.key(C.buttonTouch, 1); s.report()
        s.abs(C.absX, 9999); s.report()
        s.key(C.buttonTouch, 0); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .moved, .ended])
        #expect(events[0].location == point(0, 0))
        #expect(events[1].location.x == Fixed(raw: roundedDivision(3700 * 1280 * 64, 3701)))
        #expect(events.map(\.pointer) == [0, 0, 0])
    }

    @Test func absolutePointerPressesWithTheLeftButton() {
        var d = decoder(InputFixtures.qemuTablet(), device: 1)
        var s = EventStream()
        s.abs(C.absX, 16384); s.abs(C.absY, 8192); s.report()   // hover: nothing
        s.key(C.buttonLeft, 1); s.report()
        s.abs(C.absY, 16384); s.report()
        s.key(C.buttonLeft, 0); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .moved, .ended])
        #expect(events[0].location == point(640, 200))
        #expect(events[1].location == point(640, 400))
        #expect(events[0].pointer == 64)
    }

    @Test func relativeMouseMovesAClampedCursorAndPressesAtIt() {
        var d = decoder(InputFixtures.mouse(), device: 3)
        #expect(d.cursor == point(640, 400))
        var s = EventStream()
        s.rel(C.relX, 10); s.rel(C.relX, 5); s.rel(C.relY, -20); s.report()
        s.key(C.buttonLeft, 1); s.report()
        s.rel(C.relX, 100_000); s.report()
        s.key(C.buttonLeft, 0); s.report()
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .moved, .ended])
        #expect(events[0].location == point(655, 380))
        #expect(events[1].location == FixedPoint(x: Fixed(raw: 1280 * 64 - 1), y: Fixed(380)))
    }

    @Test func synDroppedCancelsTouchesAndMutesThemUntilTheyLift() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 0, id: 7, x: 100, y: 100); s.report()
        s.touch(slot: 0, id: nil, x: 120)
        s.dropped()
        s.touch(slot: 0, id: nil, x: 130); s.report()      // partial frame: discarded
        s.touch(slot: 0, id: nil, x: 140); s.report()      // still the untrusted finger
        s.touch(slot: 0, id: -1); s.report()               // it lifts: nothing to say
        s.touch(slot: 0, id: 8, x: 300, y: 300); s.report()  // a new, trusted touch
        let events = d.feedAll(s.events)
        #expect(events.map(\.phase) == [.began, .cancelled, .began])
        #expect(events[1].location == point(100, 100))
        #expect(events[2].location == point(300, 300))
    }

    @Test func libevdevResynchronizationAppliesTheSyncedState() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 0, id: 7, x: 100, y: 100); s.touch(slot: 1, id: 9, x: 500, y: 500); s.report()
        _ = d.feedAll(s.events)
        var output: [InputEvent] = []
        d.beginResynchronization(at: s.time, into: &output)
        #expect(output.pointerEvents.map(\.phase) == [.cancelled, .cancelled])
        // libevdev's delta: slot 0 lifted and a new finger landed; slot 1 only moved.
        var sync = EventStream()
        sync.touch(slot: 0, id: -1); sync.touch(slot: 0, id: 12, x: 50, y: 60); sync.touch(slot: 1, id: nil, x: 510); sync.report()
        let after = d.feedAll(sync.events)
        #expect(after == [PointerEvent(pointer: 128, phase: .began, location: point(50, 60), timestamp: sync.time)])
        #expect(d.activePointers == [128])
    }

    @Test func singleTouchDropThenReleaseLeavesNothingPressed() {
        var d = decoder(InputFixtures.singleTouchScreen())
        var s = EventStream()
        s.abs(C.absX, 1000); s.abs(C.absY, 1000); s.key(C.buttonTouch, 1); s.report()
        s.dropped(); s.report()
        s.abs(C.absX, 1200); s.report()
        s.key(C.buttonTouch, 0); s.report()
        s.key(C.buttonTouch, 1); s.report()
        #expect(d.feedAll(s.events).map(\.phase) == [.began, .cancelled, .began])
    }

    @Test func cancelAllEndsEveryTouchAndResets() {
        var d = decoder(InputFixtures.multitouchScreen())
        var s = EventStream()
        s.touch(slot: 0, id: 1, x: 1, y: 1); s.touch(slot: 4, id: 2, x: 2, y: 2); s.report()
        _ = d.feedAll(s.events)
        var output: [InputEvent] = []
        d.cancelAll(at: s.time, into: &output)
        #expect(output.pointerEvents.map(\.pointer) == [128, 132])
        #expect(output.pointerEvents.allSatisfy { $0.phase == .cancelled })
        #expect(d.activePointers.isEmpty)
    }

    @Test func fuzzedStreamsNeverCrashOrLeaveATouchDown() {
        var random = SplitMix64(seed: 0x5EED)
        let devices = [InputFixtures.multitouchScreen(), InputFixtures.singleTouchScreen(), InputFixtures.qemuTablet(), InputFixtures.mouse()]
        let interesting: [(UInt16, UInt16)] = [
            (C.absolute, C.absMTSlot), (C.absolute, C.absMTTrackingID), (C.absolute, C.absMTPositionX),
            (C.absolute, C.absMTPositionY), (C.absolute, C.absX), (C.absolute, C.absY), (C.key, C.buttonTouch),
            (C.key, C.buttonLeft), (C.relative, C.relX), (C.relative, C.relY), (C.synchronization, C.synReport),
            (C.synchronization, C.synReport), (C.synchronization, C.synDropped),
        ]
        for round in 0..<200 {
            let capabilities = devices[round % devices.count]
            var d = decoder(capabilities, device: round % 5)
            var all: [InputEvent] = []
            var time = MonotonicTime(nanoseconds: 0)
            for _ in 0..<Int.random(in: 0..<400, using: &random) {
                time = time + Int64.random(in: 0..<5_000_000, using: &random)
                let event: RawInputEvent
                if Bool.random(using: &random) {
                    let (type, code) = interesting.randomElement(using: &random)!
                    let value: Int32 = Bool.random(using: &random) ? Int32.random(in: -2...12, using: &random) : Int32.random(in: Int32.min...Int32.max, using: &random)
                    event = RawInputEvent(type: type, code: code, value: value, time: time)
                } else {
                    event = RawInputEvent(type: UInt16.random(in: 0...0x20, using: &random), code: UInt16.random(in: 0...0x300, using: &random),
                                          value: Int32.random(in: Int32.min...Int32.max, using: &random), time: time)
                }
                d.feed(event, into: &all)
            }
            d.cancelAll(at: time, into: &all)
            #expect(d.activePointers.isEmpty)
            #expect(wellFormedPointerSequences(all.pointerEvents), "round \(round)")
            #expect(wellFormedKeySequences(all.keyEvents), "round \(round)")
        }
    }
}

@Suite struct InputEventDecoderInitialStateTests {
    typealias C = LinuxInputCode
    let screen = ScreenTransform(physicalWidth: 1280, physicalHeight: 800, rotation: .none)

    @Test func startsFromTheSlotTheDeviceIsOn() {
        var device = InputFixtures.multitouchScreen()
        device.absoluteAxes[C.absMTSlot]?.value = 3
        var d = InputEventDecoder(capabilities: device, deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.abs(C.absMTTrackingID, 9); s.abs(C.absMTPositionX, 1); s.abs(C.absMTPositionY, 1); s.report()
        #expect(d.feedAll(s.events).map(\.pointer) == [64 + 3])
    }

    @Test func aPressWithoutMotionLandsWhereThePointerAlreadyIs() {
        var tablet = InputFixtures.qemuTablet()
        tablet.absoluteAxes[C.absX]?.value = 16384
        tablet.absoluteAxes[C.absY]?.value = 8192
        var d = InputEventDecoder(capabilities: tablet, deviceNumber: 1, transform: screen)
        var s = EventStream()
        s.key(C.buttonLeft, 1); s.report()
        #expect(d.feedAll(s.events).first?.location == point(640, 200))
    }
}
