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

    func touch(_ phase: PointerEvent.Phase, pointer: Int = 0, at time: Double) -> PointerEvent {
        PointerEvent(pointer: pointer, phase: phase, location: FixedPoint(x: Fixed(10), y: Fixed(10)), timestamp: seconds(time))
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
}
