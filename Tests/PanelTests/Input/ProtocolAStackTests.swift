import Testing
@testable import PanelBase
@testable import PanelLinux

/// Protocol A contacts that lack a value mtdev reads (a touch size, a tracking id) give the
/// same pointer events on every thread. mtdev would read the missing value from its
/// uninitialised stack, 0 on a new thread and leftovers on a busy one, so these run each
/// stream on new threads as well as on the test's own.
@Suite struct ProtocolAStackTests {
    typealias C = LinuxInputCode

    /// The phases and locations of `events` fed to a new decoder for `capabilities`, on the
    /// calling thread and on three new ones; nil when the threads disagree.
    static func consistentOutcome(_ capabilities: InputDeviceCapabilities, _ events: [RawInputEvent]) -> [PointerEvent]? {
        @Sendable func decode() -> [PointerEvent] {
            let screen = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)
            var decoder = InputEventDecoder(capabilities: capabilities, deviceNumber: 3, transform: screen)
            return decoder.feedAll(events)
        }
        let here = decode()
        for _ in 0..<3 where onFreshThread(decode) != here { return nil }
        return here
    }

    @Test func anUnmarkedContactWithoutASizeTouchesOnEveryThread() {
        var s = EventStream()
        s.abs(C.absMTPositionX, 200); s.abs(C.absMTPositionY, 150); s.report()
        s.advance(milliseconds: 10)
        s.mtReport(); s.report()
        let events = ProtocolAStackTests.consistentOutcome(ProtocolATests.sitronix(), s.events)
        #expect(events?.map(\.phase) == [.began, .ended])
        #expect(events?.first?.location == point(200, 150))
    }

    @Test func aMarkedContactWithoutASizeTouchesOnEveryThread() {
        var s = EventStream()
        s.abs(C.absMTPositionX, 300); s.abs(C.absMTPositionY, 200); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.abs(C.absMTPositionX, 310); s.abs(C.absMTPositionY, 200); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.mtReport(); s.report()
        let events = ProtocolAStackTests.consistentOutcome(ProtocolATests.sitronix(), s.events)
        #expect(events?.map(\.phase) == [.began, .moved, .ended])
        #expect(events?.map(\.location) == [point(300, 200), point(310, 200), point(310, 200)])
    }

    @Test func aContactWithoutATrackingIDOnADeviceWithThemIsLeftOutOnEveryThread() {
        var caps = ProtocolATests.sitronix()
        caps.absoluteAxes[C.absMTTrackingID] = AbsoluteAxisInfo(minimum: 0, maximum: 5)
        var s = EventStream()
        s.abs(C.absMTTouchMajor, 30); s.abs(C.absMTPositionX, 100); s.abs(C.absMTPositionY, 100); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.abs(C.absMTTouchMajor, 30); s.abs(C.absMTPositionX, 400); s.abs(C.absMTPositionY, 300)
        s.abs(C.absMTTrackingID, 2); s.mtReport(); s.report()
        s.advance(milliseconds: 10)
        s.mtReport(); s.report()
        let events = ProtocolAStackTests.consistentOutcome(caps, s.events)
        #expect(events?.map(\.phase) == [.began, .ended])
        #expect(events?.first?.location == point(400, 300))
    }
}
