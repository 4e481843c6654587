import Panel

/// Dims the backlight after a quiet while and later turns the display off; the first touch,
/// key press or turn of a wheel after that only wakes the screen: that whole touch (or key
/// press) is swallowed, so a finger aimed at a dark screen never presses whatever is under
/// it.
final class IdleController {
    enum Stage: Equatable { case awake, dimmed, off }

    let policy: IdlePolicy
    private(set) var stage: Stage = .awake
    private var lastActivity: MonotonicTime
    /// Touches that began while asleep: dropped until they lift.
    private var swallowed: Set<Int> = []
    /// Keys pressed while asleep: dropped until released.
    private var swallowedKeys: Set<UInt16> = []
    private let backlight: Backlight?
    /// Turns the display on or off (DPMS); provided by the display layer.
    private let setDisplayPower: (Bool) -> Void
    private let log: (Log.Priority, String) -> Void

    init(policy: IdlePolicy, now: MonotonicTime, backlight: Backlight?,
         setDisplayPower: @escaping (Bool) -> Void, log: @escaping (Log.Priority, String) -> Void = Log.write) {
        self.policy = policy
        self.lastActivity = now
        self.backlight = backlight
        self.setDisplayPower = setDisplayPower
        self.log = log
    }

    /// When the next stage begins if nothing happens.
    var nextDeadline: MonotonicTime? {
        switch stage {
        case .awake:
            if let dim = policy.dimAfterSeconds { return lastActivity + IdleController.nanoseconds(dim) }
            return policy.offAfterSeconds.map { lastActivity + IdleController.nanoseconds($0) }
        case .dimmed:
            return policy.offAfterSeconds.map { lastActivity + IdleController.nanoseconds($0) }
        case .off:
            return nil
        }
    }

    /// Moves to the stage `now` calls for.
    func advance(to now: MonotonicTime) {
        // Compared in nanoseconds: both sides saturate, so no idle time can trap.
        let idle = now - lastActivity
        let seconds = idle / Nanoseconds.perSecond
        if let off = policy.offAfterSeconds, idle >= IdleController.nanoseconds(off), stage != .off {
            stage = .off
            log(.info, "idle \(seconds) s: turning the display off")
            setDisplayPower(false)
        } else if let dim = policy.dimAfterSeconds, idle >= IdleController.nanoseconds(dim), stage == .awake {
            stage = .dimmed
            if let backlight, let failure = backlight.set(percent: policy.dimBrightnessPercent) {
                log(.warning, "cannot dim the backlight: \(failure)")
            }
            log(.info, "idle \(seconds) s: backlight dimmed to \(policy.dimBrightnessPercent)%")
        }
    }

    /// An idle time in nanoseconds. The panel-file decoder holds these to
    /// `IdlePolicy.maximumSeconds`; clamping keeps a policy made some other way from trapping.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        Swift.max(0, Nanoseconds.clamping(seconds: seconds))
    }

    /// Passes on the events that should reach the panel: every one while awake; none of a
    /// touch or key press that began while dimmed or off, nor a turn then (each wakes the
    /// screen instead).
    func filter(_ events: [InputEvent], now: MonotonicTime) -> [InputEvent] {
        var passed: [InputEvent] = []
        for event in events {
            lastActivity = now
            switch event {
            case .pointer(let touch):
                if touch.phase == .began && stage != .awake {
                    wake(by: "touched")
                    swallowed.insert(touch.pointer)
                    continue
                }
                if swallowed.contains(touch.pointer) {
                    if touch.phase == .ended || touch.phase == .cancelled { swallowed.remove(touch.pointer) }
                    continue
                }
            case .key(let key):
                if key.state == .pressed && stage != .awake {
                    wake(by: "key pressed")
                    swallowedKeys.insert(key.code)
                    continue
                }
                if swallowedKeys.contains(key.code) {
                    if key.state == .released { swallowedKeys.remove(key.code) }
                    continue
                }
            case .axis:
                if stage != .awake {
                    wake(by: "turned")
                    continue
                }
            }
            passed.append(event)
        }
        return passed
    }

    private func wake(by cause: String) {
        log(.info, "\(cause): waking up")
        turnOn()
    }

    private func turnOn() {
        if stage == .off { setDisplayPower(true) }
        if let backlight, let failure = backlight.set(level: backlight.original) {
            log(.warning, "cannot restore the backlight: \(failure)")
        }
        stage = .awake
    }

    /// Puts the display and backlight back as they were found (on exit).
    func restore() {
        if stage != .awake { turnOn() }
    }
}
