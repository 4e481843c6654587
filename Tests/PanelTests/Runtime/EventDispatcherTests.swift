import Glibc
import Testing
@testable import PanelBase
@testable import PanelLinux

@Suite struct EventDispatcherTests {
    let start = MonotonicTime(seconds: 1000)

    @Test func onVirtualTimeDeadlinesFireAtTheirTimeInOrderWithoutSleeping() throws {
        let clock = VirtualClock(start: start)
        let dispatcher = EventDispatcher(virtualTime: clock)
        var fired: [(String, MonotonicTime)] = []
        let hour: Int64 = 3_600_000_000_000
        // Added out of order; two at the same time fire in the order they were added.
        for (name, offset) in [("c", 3 * hour), ("a", hour), ("b", 2 * hour), ("b2", 2 * hour)] {
            dispatcher.addDeadlineSource(at: start + offset) { now in
                fired.append((name, now))
                return nil
            }
        }
        let began = MonotonicTime.now()
        try dispatcher.run()
        #expect(fired.map(\.0) == ["a", "b", "b2", "c"])
        #expect(fired.map { $0.1 - start } == [hour, 2 * hour, 2 * hour, 3 * hour])
        #expect(clock.now == start + 3 * hour)
        #expect(MonotonicTime.now() - began < 1_000_000_000, "three hours took \(MonotonicTime.now() - began) ns")
        // One wait per distinct time, then one that finds nothing left: idle.
        #expect(dispatcher.waits == 4)
    }

    @Test func aDeadlineCallbackSchedulesItsNextTimeAndSetDeadlineMovesIt() throws {
        let dispatcher = EventDispatcher(virtualTime: VirtualClock(start: start))
        var ticks: [MonotonicTime] = []
        let tick = dispatcher.addDeadlineSource(at: start + 10) { now in
            ticks.append(now)
            return ticks.count < 3 ? now + 10 : nil
        }
        try dispatcher.run()
        #expect(ticks == [start + 10, start + 20, start + 30])
        #expect(dispatcher.deadline(of: tick) == nil)
        dispatcher.setDeadline(tick, to: start + 100)
        #expect(dispatcher.nextDeadline == start + 100)
        dispatcher.setDeadline(tick, to: start + 50)
        try dispatcher.dispatch()
        #expect(ticks.last == start + 50)
        dispatcher.remove(tick)
        #expect(!dispatcher.contains(tick))
        #expect(try !dispatcher.dispatch())
    }

    @Test func aDescriptorsCallbackRunsWhenItIsReadable() throws {
        let clock = VirtualClock(start: start)
        let dispatcher = EventDispatcher(virtualTime: clock)
        let pipe = TestPipe()
        var read: [[UInt8]] = []
        dispatcher.addReadableSource(pipe.readEnd) { ready in
            #expect(ready.descriptor == pipe.readEnd)
            #expect(!ready.hangUp)
            read.append(pipe.drain())
        }
        // Nothing to read and no deadline: on virtual time nothing can happen.
        #expect(try !dispatcher.dispatch())
        pipe.send([1, 2])
        #expect(try dispatcher.dispatch())
        #expect(read == [[1, 2]])
        // A descriptor ready and a deadline due: the clock does not jump past what is ready.
        dispatcher.addDeadlineSource(at: start + 5_000) { _ in nil }
        pipe.send([3])
        try dispatcher.dispatch()
        #expect(read == [[1, 2], [3]])
        #expect(clock.now == start)
        try dispatcher.dispatch()
        #expect(clock.now == start + 5_000)
    }

    @Test func aSourceIsRegisteredOnceNotOnEveryTurn() throws {
        let poller = EpollPoller()
        let dispatcher = EventDispatcher(poller: poller)
        let pipe = TestPipe()
        var reads = 0
        let source = dispatcher.addReadableSource(pipe.readEnd) { _ in
            reads += 1
            _ = pipe.drain()
        }
        // Deadlines move every turn, as the frame loop's do: no system call but the wait.
        let timer = dispatcher.addDeadlineSource(at: nil) { _ in nil }
        for turn in 0..<20 {
            pipe.send([UInt8(turn)])
            dispatcher.setDeadline(timer, to: dispatcher.now + 50_000_000)
            try dispatcher.dispatch()
        }
        #expect(reads == 20)
        // Its own timer, then the pipe: once each.
        #expect(poller.controlCalls == 2)
        dispatcher.remove(source)
        #expect(poller.controlCalls == 3)
    }

    @Test func theVirtualPollerCountsRegistrationsToo() throws {
        let clock = VirtualClock(start: start)
        let poller = VirtualPoller(clock: clock)
        let dispatcher = EventDispatcher(clock: clock, poller: poller)
        let pipe = TestPipe()
        dispatcher.addReadableSource(pipe.readEnd) { _ in _ = pipe.drain() }
        var ticks = 0
        dispatcher.addDeadlineSource(at: start + 1) { now in
            ticks += 1
            pipe.send([1])
            return ticks < 10 ? now + 1 : nil
        }
        try dispatcher.run()
        #expect(ticks == 10)
        #expect(poller.controlCalls == 1)
        #expect(poller.jumps == 10)
    }

    @Test func aHungUpDescriptorIsNoLongerWatched() throws {
        let dispatcher = EventDispatcher()
        var logged: [String] = []
        dispatcher.log = { logged.append($0) }
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        close(fds[1])
        defer { close(fds[0]) }
        var calls = 0
        let source = dispatcher.addReadableSource(fds[0]) { ready in
            calls += 1
            #expect(ready.hangUp)
        }
        let end = dispatcher.now + 50_000_000
        var done = false
        dispatcher.addDeadlineSource(at: end) { _ in
            done = true
            return nil
        }
        try dispatcher.run(until: { done })
        #expect(calls == 1)
        #expect(dispatcher.waits <= 3)
        #expect(logged == ["descriptor \(fds[0]) hung up; no longer watched"])
        // Its owner removes it later: nothing is deregistered twice.
        dispatcher.remove(source)
    }

    @Test func aDescriptorNumberReusedBelongsToTheNewerSource() throws {
        let dispatcher = EventDispatcher(virtualTime: VirtualClock(start: start))
        let first = TestPipe()
        var heard: [String] = []
        let old = dispatcher.addReadableSource(first.readEnd) { _ in heard.append("old") }
        _ = try dispatcher.dispatch()
        // The number now names another pipe; the old source's owner has not removed it yet.
        let second = TestPipe()
        _ = dup2(second.readEnd, first.readEnd)
        dispatcher.addReadableSource(first.readEnd) { _ in
            heard.append("new")
            _ = first.drain()
        }
        second.send([7])
        try dispatcher.dispatch()
        #expect(heard == ["new"])
        // Removing the old source leaves the new one watched.
        dispatcher.remove(old)
        second.send([8])
        try dispatcher.dispatch()
        #expect(heard == ["new", "new"])
    }
}
