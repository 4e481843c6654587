import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The error screen's look at the panel file: once a second, only while watching, and a
/// change (written, replaced, removed) is told once.
@Suite struct PanelFileWatcherTests {
    @Test func aChangeIsToldOnceAndOnlyWhileWatching() throws {
        let path = "/tmp/panel-watch-\(getpid()).json"
        defer { unlink(path) }
        try AtomicFile.write(Array("{}".utf8), to: path)
        var changes = 0
        let watcher = PanelFileWatcher(path: path) { changes += 1 }
        #expect(watcher.nextDeadline == nil)
        let start = MonotonicTime(seconds: 100)
        watcher.start(now: start)
        #expect(watcher.nextDeadline == start + PanelFileWatcher.interval)
        _ = watcher.eventsDue(at: start + PanelFileWatcher.interval)
        #expect(changes == 0)
        // Replaced (a new inode), as an editor or `mv` does.
        try AtomicFile.write(Array(#"{"title": "x"}"#.utf8), to: path)
        _ = watcher.eventsDue(at: start + 2 * PanelFileWatcher.interval)
        #expect(changes == 1)
        _ = watcher.eventsDue(at: start + 3 * PanelFileWatcher.interval)
        #expect(changes == 1)
        unlink(path)
        _ = watcher.eventsDue(at: start + 4 * PanelFileWatcher.interval)
        #expect(changes == 2)
        watcher.stop()
        try AtomicFile.write(Array("{}".utf8), to: path)
        #expect(watcher.nextDeadline == nil)
        _ = watcher.eventsDue(at: start + 5 * PanelFileWatcher.interval)
        #expect(changes == 2)
    }
}
