import Glibc
import Testing
@testable import PanelBase
@testable import PanelLinux

/// The hot-plug source on the loop's dispatcher (virtual time): each device is registered
/// when it opens and removed when it goes, and turns in between register nothing.
@Suite struct EvdevInputSourceLoopTests {
    @Test func devicesAreRegisteredWhenTheyComeAndRemovedWhenTheyGoAndNotOnEveryTurn() throws {
        let dir = FakeDeviceDirectory()
        dir.create("event1", as: InputFixtures.multitouchScreen())
        let source = try dir.source()
        let clock = VirtualClock(start: MonotonicTime(seconds: 5))
        let poller = VirtualPoller(clock: clock)
        let dispatcher = EventDispatcher(clock: clock, poller: poller)
        var delivered: [InputEvent] = []
        source.attach(to: dispatcher) { delivered += $0 }
        #expect(try !dispatcher.dispatch(), "nothing to read, nothing due")
        #expect(poller.controlCalls == 2, "the directory watcher and the screen")

        let screen = try #require(dir.opened[dir.path + "/event1"])
        var s = EventStream()
        s.touch(slot: 0, id: 3, x: 10, y: 10); s.report()
        screen.deliver(s.events.map { .event($0) })
        try dispatcher.dispatch()
        #expect(delivered.pointerEvents.map(\.phase) == [.began])

        // A keyboard plugged in: registered once, and its keys come through.
        dir.create("event2", as: InputFixtures.keyboard())
        try dispatcher.dispatch()
        let keyboard = try #require(dir.opened[dir.path + "/event2"])
        var k = EventStream()
        k.key(30, 1); k.report()
        keyboard.deliver(k.events.map { .event($0) })
        try dispatcher.dispatch()
        #expect(delivered.keyEvents.map(\.state) == [.pressed])
        #expect(poller.controlCalls == 3)
        for _ in 0..<5 { _ = try dispatcher.dispatch() }
        #expect(poller.controlCalls == 3)

        // The screen unplugged: its touch is cancelled and its descriptor given back.
        dir.remove("event1")
        try dispatcher.dispatch()
        #expect(delivered.pointerEvents.map(\.phase) == [.began, .cancelled])
        #expect(poller.controlCalls == 4)
    }
}
