import Glibc
import CLinux
import PanelBase

/// Swift concurrency on the event loop: main-actor jobs (`Task { @MainActor in }`, the
/// resumption of an `await` on the main actor, `MainActor.run`, a `Task.sleep` that ends)
/// are queued by the Swift runtime on libdispatch's main queue, which signals an eventfd.
/// The loop watches that descriptor with the others and, when it is readable, runs the
/// queued jobs between frames: no `dispatchMain()`, no polling.
///
/// Only the process's main thread may run the main queue, and only while nothing called
/// `dispatchMain()` (which hands the queue to libdispatch's own threads, as a test runner
/// does): elsewhere `onMainThread()` is nil and the loop runs without it.
final class MainQueueDrain {
    /// libdispatch's eventfd for the main queue; libdispatch owns it (never closed here).
    let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// The main queue's drain, when the caller is the main thread.
    static func onMainThread() -> MainQueueDrain? {
        guard panel_is_main_thread() != 0 else { return nil }
        let fd = _dispatch_get_main_queue_handle_4CF()
        return fd >= 0 ? MainQueueDrain(descriptor: fd) : nil
    }

    /// Runs the jobs queued so far. The eventfd is read first (libdispatch leaves it
    /// readable), so a job queued meanwhile, or by a job that runs now, signals it again
    /// and wakes the next wait.
    func drain() {
        var count: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &count) { read(descriptor, $0.baseAddress, 8) }
        _dispatch_main_queue_callback_4CF(nil)
    }
}
