import Glibc
import PanelBase

/// Signals that do not end the loop (SIGHUP: reload) delivered to a callback inside it,
/// through a signalfd like the loop's own SIGINT and SIGTERM.
///
/// The signals are blocked in the calling thread from `init` until `close`; create the
/// source on the loop's thread before any other thread starts.
public final class SignalInputSource: InputSource {
    private let watcher: SignalWatcher
    private let onSignal: (Int32) -> Void

    public init(signals: [Int32], onSignal: @escaping (Int32) -> Void) throws {
        watcher = try SignalWatcher(signals: signals)
        self.onSignal = onSignal
    }

    public var fileDescriptors: [Int32] { [watcher.descriptor] }

    public func readAvailable(from descriptor: Int32) -> [PointerEvent] {
        while let signal = watcher.next() { onSignal(signal) }
        return []
    }

    /// Stops watching and unblocks the signals.
    public func close() { watcher.close() }
}
