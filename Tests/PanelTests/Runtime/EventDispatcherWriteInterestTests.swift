import Glibc
import Testing
@testable import PanelBase
@testable import PanelLinux

/// A descriptor source that asks to be told when it can write (a socket with bytes queued)
/// is called for that on epoll and on virtual time, and no longer once it stops asking.
@Suite struct EventDispatcherWriteInterestTests {
    @Test(arguments: [false, true]) func aWritableSourceIsCalledOnlyWhileItAsks(virtualTime: Bool) throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let dispatcher = virtualTime ? EventDispatcher(virtualTime: VirtualClock(start: MonotonicTime(seconds: 1)))
            : EventDispatcher()
        var calls: [Bool] = []
        // The write end of an empty pipe: never readable, always room to write.
        let source = dispatcher.addReadableSource(fds[1]) { calls.append($0.writable) }
        dispatcher.setWriteInterest(source, true)
        dispatcher.addDeadlineSource(at: dispatcher.now + 50_000_000) { _ in nil }
        try dispatcher.dispatch()
        #expect(calls == [true])

        dispatcher.setWriteInterest(source, false)
        dispatcher.addDeadlineSource(at: dispatcher.now + 50_000_000) { _ in nil }
        try dispatcher.dispatch()
        #expect(calls == [true], "called again after it stopped asking")
    }
}
