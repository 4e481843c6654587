import Glibc
import CLinux
import PanelBase

/// Turns SIGINT and SIGTERM into a readable descriptor (signalfd), so a request to stop
/// arrives as an ordinary event and the loop can restore the screen before exiting.
///
/// The signals are blocked in the calling thread while the watcher lives; a program
/// should create the loop on its main thread before starting others, which inherit the
/// mask. The previous mask comes back on `close`.
final class SignalWatcher {
    let descriptor: Int32
    let signals: [Int32]
    private var oldMask = sigset_t()
    private var closed = false

    init(signals: [Int32]) throws(LoopError) {
        self.signals = signals
        var saved = sigset_t()
        descriptor = signals.withUnsafeBufferPointer { panel_signalfd_open($0.baseAddress, Int32($0.count), &saved) }
        oldMask = saved
        guard descriptor >= 0 else { throw LoopError.system(operation: "signalfd", errno: errno) }
    }

    /// The next pending signal, or nil.
    func next() -> Int32? {
        let signal = panel_signalfd_read(descriptor)
        return signal > 0 ? signal : nil
    }

    /// Stops watching: consumes signals still pending (they were meant for this loop) and
    /// restores the thread's signal mask.
    func close() {
        guard !closed else { return }
        closed = true
        while next() != nil {}
        Glibc.close(descriptor)
        _ = panel_sigmask_restore(&oldMask)
    }

    deinit { close() }
}
