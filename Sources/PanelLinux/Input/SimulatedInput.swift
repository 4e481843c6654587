import Glibc
import PanelBase

/// The virtual devices `panel-app simulate` plays a script through, made as the script
/// needs them: a touchscreen for its touches, a keyboard for `key` and `type`, a dial (a
/// rotary encoder with a push button) for `rotate`. A running panel sees each as a real
/// kernel device of its kind, hot-plugged.
public final class SimulatedInput {
    public let touchscreen: VirtualTouchscreen?
    public let keyboard: UInputDevice?
    public let dial: UInputDevice?
    /// The layout `type` finds the keys of its text on: the panel's, so the keys type what
    /// the script says there.
    public let typingLayout: KeyboardLayout?

    /// Which devices a script needs.
    public struct Needs: Equatable, Sendable {
        public var touchscreen = false
        public var keyboard = false
        public var dial = false

        public init(touchscreen: Bool = false, keyboard: Bool = false, dial: Bool = false) {
            self.touchscreen = touchscreen
            self.keyboard = keyboard
            self.dial = dial
        }

        /// The devices `script` plays through; a script of waits alone gets a touchscreen.
        /// A script that turns a dial and presses no key but Enter pushes the dial's button
        /// instead of a keyboard's.
        public init(of script: TouchScript) {
            var pushesEnter = false
            for step in script.steps {
                switch step.command {
                case .key(let codes) where codes == [LinuxInputCode.keyEnter]: pushesEnter = true
                case .key, .keyDown, .keyUp, .type: keyboard = true
                case .rotate: dial = true
                case .wait: break
                default: touchscreen = true
                }
            }
            if pushesEnter && !dial { keyboard = true }
            if !keyboard && !dial { touchscreen = true }
        }
    }

    public init(needs: Needs, transform: ScreenTransform, touchscreenName: String = "Panel Virtual Touchscreen",
                protocol multitouchProtocol: MultitouchProtocol = .b, typingLayout: KeyboardLayout? = nil,
                uinputPath: String = "/dev/uinput") throws(InputDeviceError) {
        touchscreen = needs.touchscreen
            ? try VirtualTouchscreen(transform: transform, name: touchscreenName, uinputPath: uinputPath, protocol: multitouchProtocol)
            : nil
        keyboard = needs.keyboard ? try UInputDevice(VirtualKeyDevices.keyboard(), what: "a virtual keyboard", uinputPath: uinputPath) : nil
        dial = needs.dial ? try UInputDevice(VirtualKeyDevices.dial(), what: "a virtual dial", uinputPath: uinputPath) : nil
        self.typingLayout = typingLayout
    }

    /// Performs one action now, on the device it belongs to (a key on the keyboard, or on
    /// the dial when the script turns a dial and types nothing: its push button).
    public func perform(_ action: TouchAction) throws(InputDeviceError) {
        switch action.kind {
        case .key, .turn:
            let target: UInputDevice?
            if case .turn = action.kind { target = dial } else { target = keyboard ?? dial }
            guard let target else { return }
            try target.send(VirtualKeyDevices.events(for: action, at: .now()))
        case .down, .move, .up, .mark:
            try touchscreen?.perform(action)
        }
    }

    /// Plays a script at real time from now; `report` hears each action as it happens.
    /// Returns the problems the script met (unknown labels, characters without a key).
    @discardableResult
    public func play(_ script: TouchScript, resolveLabel: @escaping (String) -> FixedPoint? = { _ in nil },
                     report: (TouchAction) -> Void = { _ in }) throws(InputDeviceError) -> [InputFileError] {
        var player = TouchScriptPlayer(script: script, resolveLabel: resolveLabel)
        if let typingLayout { player.typingLayout = typingLayout }
        let start = MonotonicTime.now()
        while let offset = player.nextOffset() {
            SimulatedInput.sleep(until: start + offset)
            for action in player.actions(upTo: offset) {
                try perform(action)
                report(action)
            }
        }
        return player.problems
    }

    /// Sleeps on CLOCK_MONOTONIC until `time`, resuming after signals.
    static func sleep(until time: MonotonicTime) {
        // A time before the clock's start is "now"; tv_nsec must stay within 0..<1e9.
        let nanoseconds = max(time.nanoseconds, 0)
        var deadline = timespec(tv_sec: Int(nanoseconds / Nanoseconds.perSecond), tv_nsec: Int(nanoseconds % Nanoseconds.perSecond))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    }
}
