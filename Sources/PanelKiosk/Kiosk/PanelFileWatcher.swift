import Glibc
import Panel

/// Looks at a file once a second (stat only) while `isWatching`, and calls `onChange` when
/// it was replaced, written or removed: the error screen uses it to load a panel file as
/// soon as someone fixes it. Polling, not inotify: an editor's save, a `mv` over the file
/// and a file on a read-only overlay all show up the same way, at negligible cost. On the
/// event loop the looks are a deadline source, with no deadline while not watching.
final class PanelFileWatcher {
    let path: String
    static let interval: Int64 = 1_000_000_000
    private let onChange: () -> Void
    private var last: Signature?
    /// When the file is looked at next; nil while not watching.
    private(set) var nextLook: MonotonicTime? {
        didSet { if let source { dispatcher?.setDeadline(source, to: nextLook) } }
    }
    private weak var dispatcher: EventDispatcher?
    private var source: LoopSourceID?

    /// What identifies one version of the file.
    struct Signature: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: Int64, changed: Int64
    }

    init(path: String, onChange: @escaping () -> Void) {
        self.path = path
        self.onChange = onChange
    }

    /// Starts watching from the file as it is now.
    func start(now: MonotonicTime = .now()) {
        last = PanelFileWatcher.signature(of: path)
        nextLook = now + PanelFileWatcher.interval
    }

    func stop() { nextLook = nil }

    var isWatching: Bool { nextLook != nil }

    func attach(to dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
        source = dispatcher.addDeadlineSource(at: nextLook) { now in
            self.look(at: now)
            return self.nextLook
        }
    }

    /// Looks at the file (while watching) and tells a change.
    func look(at time: MonotonicTime) {
        guard nextLook != nil else { return }
        nextLook = time + PanelFileWatcher.interval
        let now = PanelFileWatcher.signature(of: path)
        if now != last {
            last = now
            onChange()
        }
    }

    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         modified: Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec),
                         changed: Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec))
    }
}
