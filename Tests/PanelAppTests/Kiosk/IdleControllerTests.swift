import Glibc
import Panel
import Testing
@testable import PanelKiosk

@Suite struct IdleControllerTests {
    /// A fake /sys/class/backlight/panel0 with max 200 and level 150.
    func fakeBacklight(_ name: String) throws -> (Backlight, String) {
        let root = "/tmp/panel-backlight-\(getpid())-\(name)"
        mkdir(root, 0o755)
        mkdir(root + "/panel0", 0o755)
        try AtomicFile.write(Array("200\n".utf8), to: root + "/panel0/max_brightness")
        try AtomicFile.write(Array("150\n".utf8), to: root + "/panel0/brightness")
        let backlight = try #require(Backlight.first(under: root))
        return (backlight, root + "/panel0/brightness")
    }

    func seconds(_ s: Double) -> MonotonicTime { MonotonicTime(nanoseconds: Int64(s * 1e9)) }

    func touch(_ phase: PointerEvent.Phase, pointer: Int = 0, at time: Double) -> InputEvent {
        .pointer(PointerEvent(pointer: pointer, phase: phase, location: FixedPoint(x: Fixed(10), y: Fixed(10)), timestamp: seconds(time)))
    }

    @Test func dimsThenTurnsOffThenWakesOnATouchThatIsSwallowed() throws {
        let (backlight, brightness) = try fakeBacklight("cycle")
        var power: [Bool] = []
        let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: 60, offAfterSeconds: 300, dimBrightnessPercent: 10),
                                  now: seconds(0), backlight: backlight, setDisplayPower: { power.append($0) }, log: { _, _ in })
        #expect(idle.nextDeadline == seconds(60))
        idle.advance(to: seconds(59))
        #expect(idle.stage == .awake)
        idle.advance(to: seconds(60))
        #expect(idle.stage == .dimmed)
        #expect(Backlight.readNumber(brightness) == 20)
        #expect(idle.nextDeadline == seconds(300))
        idle.advance(to: seconds(300))
        #expect(idle.stage == .off)
        #expect(power == [false])

        // The waking touch never reaches the panel, from its start to its end.
        #expect(idle.filter([touch(.began, at: 400)], now: seconds(400)).isEmpty)
        #expect(idle.stage == .awake)
        #expect(power == [false, true])
        #expect(Backlight.readNumber(brightness) == 150)
        #expect(idle.filter([touch(.moved, at: 400.1), touch(.ended, at: 400.2)], now: seconds(400.2)).isEmpty)
        // The next touch works normally, and the idle timer restarted from the last touch.
        #expect(idle.filter([touch(.began, pointer: 1, at: 401)], now: seconds(401)).count == 1)
        #expect(idle.nextDeadline == seconds(461))
    }

    @Test func aKeyPressedOrAWheelTurnedInTheDarkOnlyWakesTheScreen() {
        var power: [Bool] = []
        var lines: [String] = []
        let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: nil, offAfterSeconds: 10, dimBrightnessPercent: 10),
                                  now: seconds(0), backlight: nil, setDisplayPower: { power.append($0) }, log: { lines.append($1) })
        idle.advance(to: seconds(10))
        #expect(idle.stage == .off)
        func key(_ state: KeyEvent.State, at time: Double) -> InputEvent {
            .key(KeyEvent(code: 28, state: state, timestamp: seconds(time)))
        }
        // The waking key press, its autorepeat and its release never reach the panel.
        #expect(idle.filter([key(.pressed, at: 20), key(.repeated, at: 20.3)], now: seconds(20.3)).isEmpty)
        #expect(idle.stage == .awake)
        #expect(power == [false, true])
        #expect(lines.last == "key pressed: waking up")
        #expect(idle.filter([key(.released, at: 20.5)], now: seconds(20.5)).isEmpty)
        #expect(idle.filter([key(.pressed, at: 21), key(.released, at: 21.1)], now: seconds(21.1)).count == 2)
        idle.advance(to: seconds(40))
        #expect(idle.stage == .off)
        let turn = InputEvent.axis(AxisEvent(axis: .dial, value: 1, timestamp: seconds(50)))
        #expect(idle.filter([turn], now: seconds(50)).isEmpty)
        #expect(idle.stage == .awake)
        #expect(idle.filter([turn], now: seconds(51)).count == 1)
    }

    @Test func touchesWhileAwakePassAndPostponeDimming() {
        let idle = IdleController(policy: IdlePolicy(), now: seconds(0), backlight: nil, setDisplayPower: { _ in }, log: { _, _ in })
        #expect(idle.filter([touch(.began, at: 50), touch(.ended, at: 50)], now: seconds(50)).count == 2)
        idle.advance(to: seconds(70))
        #expect(idle.stage == .awake)
        idle.advance(to: seconds(110))
        #expect(idle.stage == .dimmed)
    }

    @Test func disabledStepsNeverHappen() {
        let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: nil, offAfterSeconds: nil, dimBrightnessPercent: 20),
                                  now: seconds(0), backlight: nil, setDisplayPower: { _ in }, log: { _, _ in })
        #expect(idle.nextDeadline == nil)
        idle.advance(to: seconds(1e6))
        #expect(idle.stage == .awake)
    }

    /// Idle times the decoder refuses can still reach the controller from code: none traps.
    /// The largest a file may give dims exactly on time.
    @Test func idleTimesOfAnySizeNeverTrap() {
        let longest = IdlePolicy.maximumSeconds
        let start = seconds(100)
        let onTime = IdleController(policy: IdlePolicy(dimAfterSeconds: longest - 1, offAfterSeconds: longest, dimBrightnessPercent: 20),
                                    now: start, backlight: nil, setDisplayPower: { _ in }, log: { _, _ in })
        let dimDue = start + Int64(longest - 1) * 1_000_000_000
        #expect(onTime.nextDeadline == dimDue)
        onTime.advance(to: dimDue + -1)
        #expect(onTime.stage == .awake)
        onTime.advance(to: dimDue)
        #expect(onTime.stage == .dimmed)
        onTime.advance(to: .distantFuture)
        #expect(onTime.stage == .off)

        for value in [9.3e9, 1e10, 1e300, Double.infinity] {
            let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: value, offAfterSeconds: nil, dimBrightnessPercent: 20),
                                      now: start, backlight: nil, setDisplayPower: { _ in }, log: { _, _ in })
            #expect(idle.nextDeadline == .distantFuture, "\(value)")
            idle.advance(to: MonotonicTime(nanoseconds: .max - 1))
            #expect(idle.stage == .awake, "\(value)")
        }
        for value in [-.infinity, -1, .nan] as [Double] {
            let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: value, offAfterSeconds: value, dimBrightnessPercent: 20),
                                      now: MonotonicTime(nanoseconds: .min), backlight: nil, setDisplayPower: { _ in }, log: { _, _ in })
            #expect(idle.nextDeadline == MonotonicTime(nanoseconds: .min), "\(value)")
            idle.advance(to: .distantFuture)
            #expect(idle.stage == .off, "\(value)")
        }
    }

    /// What `check` accepts, `run` runs: the idle times at the edge of the documented range
    /// pass the decoder and then drive the controller without trapping.
    @Test func theLongestIdleTimesAFileMayGiveRun() throws {
        let text = #"{"idle": {"dimAfter": 31535999.5, "offAfter": 31536000}, "controls": [{"type": "button", "label": "A"}]}"#
        let panel = try PanelFileDecoder.decode(text, path: "p.json")
        let now = MonotonicTime.now()
        let idle = IdleController(policy: panel.idle, now: now, backlight: nil, setDisplayPower: { _ in }, log: { _, _ in })
        #expect(idle.nextDeadline == now + 31_535_999_500_000_000)
        idle.advance(to: .distantFuture)
        #expect(idle.stage == .off)
    }
}
