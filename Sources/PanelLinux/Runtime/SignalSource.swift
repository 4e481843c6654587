import Glibc
import PanelBase

/// Signals that do not end the loop (SIGHUP: reload) delivered to a callback inside it,
/// through a signalfd like the loop's own SIGINT and SIGTERM.
///
/// The signals are blocked in the calling thread from `init` until `close`; create the
/// source on the loop's thread before any other thread starts.
public final class SignalSource {
    private let watcher: SignalWatcher
    private let onSignal: (Int32) -> Void
    private weak var dispatcher: EventDispatcher?
    private var source: LoopSourceID?

    public init(signals: [Int32], onSignal: @escaping (Int32) -> Void) throws(LoopError) {
        watcher = try SignalWatcher(signals: signals)
        self.onSignal = onSignal
    }

    /// Delivers the signals from inside `dispatcher`'s loop.
    public func attach(to dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
        source = dispatcher.addReadableSource(watcher.descriptor) { _ in
            while let signal = self.watcher.next() { self.onSignal(signal) }
        }
    }

    /// Stops watching and unblocks the signals.
    public func close() {
        if let source { dispatcher?.remove(source) }
        source = nil
        watcher.close()
    }
}
