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
    private var backlight: Backlight?
    /// Turns the display on or off (DPMS); provided by the display layer.
    private let setDisplayPower: (Bool) -> Void
    private let log: (Log.Priority, String) -> Void
    /// The awake level set over MQTT (nil: the level found at start).
    private var chosenLevel: Int?
    /// The level last written to the backlight.
    private var currentLevel: Int?
    /// Whether the night's cap was in force when last looked at, and when that was.
    private var nightInForce = false
    private var nightChecked: MonotonicTime
    /// Minutes after local midnight, for the night schedule.
    var localMinute: () -> Int = NightSchedule.localMinute
    /// Told when the backlight or display goes on, off, or to another level.
    var onLightChange: () -> Void = {}
    /// How often the night schedule is looked at.
    static let nightCheckInterval: Int64 = 30_000_000_000

    init(policy: IdlePolicy, now: MonotonicTime, backlight: Backlight?,
         setDisplayPower: @escaping (Bool) -> Void, log: @escaping (Log.Priority, String) -> Void = Log.write) {
        self.policy = policy
        self.lastActivity = now
        self.nightChecked = now
        self.backlight = backlight
        self.currentLevel = backlight?.original
        self.setDisplayPower = setDisplayPower
        self.log = log
    }

    /// When the next stage begins if nothing happens.
    var nextDeadline: MonotonicTime? {
        let night = policy.night.map { _ in nightChecked + IdleController.nightCheckInterval }
        return [stageDeadline, night].compactMap { $0 }.min()
    }

    private var stageDeadline: MonotonicTime? {
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
        if policy.night != nil, now - nightChecked >= IdleController.nightCheckInterval {
            nightChecked = now
            let inForce = isNight
            if inForce != nightInForce {
                nightInForce = inForce
                log(.info, inForce ? "night: backlight at most \(policy.night!.brightnessPercent)%" : "night is over: backlight back up")
                if stage == .awake { applyAwakeLevel() }
            }
        }
        let idle = now - lastActivity
        let seconds = idle / Nanoseconds.perSecond
        if let off = policy.offAfterSeconds, idle >= IdleController.nanoseconds(off), stage != .off {
            stage = .off
            log(.info, "idle \(seconds) s: turning the display off")
            setDisplayPower(false)
            onLightChange()
        } else if let dim = policy.dimAfterSeconds, idle >= IdleController.nanoseconds(dim), stage == .awake {
            stage = .dimmed
            if let backlight {
                let level = Swift.min(backlight.level(percent: policy.dimBrightnessPercent), awakeLevel ?? backlight.maximum)
                write(level, failing: "cannot dim the backlight")
            }
            onLightChange()
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
        stage = .awake
        applyAwakeLevel()
    }

    /// The level while awake: the one chosen (or found at start), capped at night.
    var awakeLevel: Int? {
        guard let backlight else { return nil }
        let level = chosenLevel ?? backlight.original
        guard let night = policy.night, isNight else { return level }
        return Swift.min(level, backlight.level(percent: night.brightnessPercent))
    }

    private var isNight: Bool { policy.night?.contains(minute: localMinute()) ?? false }

    private func applyAwakeLevel() {
        if let level = awakeLevel { write(level, failing: "cannot restore the backlight") }
        onLightChange()
    }

    private func write(_ level: Int, failing message: String) {
        guard let backlight else { return }
        if let failure = backlight.set(level: level) { return log(.warning, "\(message): \(failure)") }
        currentLevel = level
    }

    /// Whether the screen is lit, and its backlight's level from 0 to 255 (255 without a
    /// backlight).
    var light: (on: Bool, brightness: Int) {
        guard let backlight, let currentLevel else { return (stage != .off, 255) }
        return (stage != .off, Swift.min(255, (currentLevel * 255 + backlight.maximum / 2) / backlight.maximum))
    }

    /// Turns the screen on (with `brightness` from 0 to 255 as its awake level, when given)
    /// or off, as a command from outside asks (MQTT, Home Assistant).
    func setLight(on: Bool, brightness: Int?, now: MonotonicTime) {
        if let brightness, let backlight {
            chosenLevel = brightness <= 0 ? 0 : Swift.max(1, backlight.maximum * Swift.min(brightness, 255) / 255)
        }
        if on {
            lastActivity = now
            if stage == .awake { applyAwakeLevel() } else { wake(by: "backlight turned on") }
        } else if stage != .off {
            stage = .off
            log(.info, "backlight turned off: turning the display off")
            setDisplayPower(false)
            onLightChange()
        }
    }

    /// Wakes a dark or dimmed screen, as a touch would (without the touch reaching the panel).
    func wake(now: MonotonicTime) {
        lastActivity = now
        if stage != .awake { wake(by: "woken") }
    }

    /// Puts the display and backlight back as they were found (on exit).
    func restore() {
        if stage != .awake { turnOn() }
    }

    /// Takes over from the controller of the content shown before (a reload): the screen
    /// is awake, at the level chosen over MQTT if one was, and the level found at the
    /// panel's start stays the one to go back to. (A backlight looked up anew now would
    /// take a dimmed level, or one chosen over MQTT, for the original.)
    func continuing(from previous: IdleController) {
        previous.restore()
        backlight = previous.backlight
        chosenLevel = previous.chosenLevel
        currentLevel = previous.currentLevel
        applyAwakeLevel()
    }
}
