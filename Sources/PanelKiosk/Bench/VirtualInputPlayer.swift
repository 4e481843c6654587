import Panel

/// Plays a scene's input into virtual devices (uinput: a touchscreen for its touches, a
/// keyboard for its keys) at their times, from inside the event loop (a deadline source),
/// so the panel reads them back through evdev with the kernel's timestamps, as it reads
/// real ones.
final class VirtualInputPlayer {
    private let devices: SimulatedInput
    private var player: TouchScriptPlayer
    private let start: MonotonicTime
    /// The first write uinput refused (the scene then misses input; the run reports it).
    private(set) var failure: InputDeviceError?

    init(script: TouchScript, transform: ScreenTransform, start: MonotonicTime) throws(InputDeviceError) {
        devices = try SimulatedInput(needs: SimulatedInput.Needs(of: script), transform: transform,
                                     touchscreenName: "Panel Bench Touchscreen")
        self.player = TouchScriptPlayer(script: script)
        self.start = start
    }

    /// The event nodes the kernel made for the devices (those sysfs could name).
    var devicePaths: [String] { [devices.touchscreen?.devicePath, devices.keyboard?.devicePath].compactMap { $0 } }

    /// Whether every device made has an event node to read it from.
    var hasEveryNode: Bool {
        (devices.touchscreen == nil || devices.touchscreen?.devicePath != nil) && (devices.keyboard == nil || devices.keyboard?.devicePath != nil)
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

    /// Writes the actions due by `time` to their devices.
    func play(upTo time: MonotonicTime) {
        for action in player.actions(upTo: time - start) where failure == nil {
            do {
                try devices.perform(action)
            } catch {
                failure = error
            }
        }
    }
}
