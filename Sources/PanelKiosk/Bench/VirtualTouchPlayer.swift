import Panel

/// Plays a scene's touches into a virtual touchscreen (uinput) at their times, from inside
/// the event loop (a deadline source), so the panel reads them back through evdev with the
/// kernel's timestamps, as it reads a real screen.
final class VirtualTouchPlayer {
    private let touchscreen: VirtualTouchscreen
    private var player: TouchScriptPlayer
    private let start: MonotonicTime
    /// The first write uinput refused (the scene then misses touches; the run reports it).
    private(set) var failure: InputDeviceError?

    init(script: TouchScript, touchscreen: VirtualTouchscreen, start: MonotonicTime) {
        self.touchscreen = touchscreen
        self.player = TouchScriptPlayer(script: script)
        self.start = start
    }

    var nextDeadline: MonotonicTime? {
        var lookahead = player
        return lookahead.nextOffset().map { start + $0 }
    }

    func attach(to dispatcher: EventDispatcher) {
        dispatcher.addDeadlineSource(at: nextDeadline) { now in
            self.play(upTo: now)
            return self.nextDeadline
        }
    }

    /// Writes the touches due by `time` to the touchscreen.
    func play(upTo time: MonotonicTime) {
        for action in player.actions(upTo: time - start) where failure == nil {
            do {
                try touchscreen.perform(action)
            } catch {
                failure = error
            }
        }
    }
}
