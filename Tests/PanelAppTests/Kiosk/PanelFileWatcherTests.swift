import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The error screen's look at the panel file, on a loop on virtual time: once a second,
/// only while watching, and a change (written, replaced, removed) is told once.
@Suite struct PanelFileWatcherTests {
    @Test func aChangeIsToldOnceAndOnlyWhileWatching() throws {
        let path = "/tmp/panel-watch-\(getpid()).json"
        defer { unlink(path) }
        try AtomicFile.write(Array("{}".utf8), to: path)
        var changes = 0
        let watcher = PanelFileWatcher(path: path) { changes += 1 }
        let start = MonotonicTime(seconds: 100)
        let clock = VirtualClock(start: start)
        let dispatcher = EventDispatcher(virtualTime: clock)
        watcher.attach(to: dispatcher)
        #expect(watcher.nextLook == nil)
        #expect(try !dispatcher.dispatch(), "nothing to wait for while not watching")
        watcher.start(now: start)
        #expect(dispatcher.nextDeadline == start + PanelFileWatcher.interval)
        try dispatcher.dispatch()
        #expect(clock.now == start + PanelFileWatcher.interval)
        #expect(changes == 0)
        // Replaced (a new inode), as an editor or `mv` does.
        try AtomicFile.write(Array(#"{"title": "x"}"#.utf8), to: path)
        try dispatcher.dispatch()
        #expect(clock.now == start + 2 * PanelFileWatcher.interval)
        #expect(changes == 1)
        try dispatcher.dispatch()
        #expect(changes == 1)
        unlink(path)
        try dispatcher.dispatch()
        #expect(changes == 2)
        watcher.stop()
        try AtomicFile.write(Array("{}".utf8), to: path)
        #expect(dispatcher.nextDeadline == nil)
        #expect(try !dispatcher.dispatch())
        #expect(changes == 2)
    }
}
