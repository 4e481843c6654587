import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// A reload (SIGHUP, a panel file sent over MQTT) gives the panel a new idle controller:
/// it goes on from the previous one instead of starting over from what the backlight
/// happens to show.
@Suite struct IdleReloadTests {
    private func seconds(_ s: Double) -> MonotonicTime { MonotonicTime(nanoseconds: Int64(s * 1e9)) }

    @Test func aReloadKeepsTheLevelChosenOverMQTTAndTheOriginalLevel() throws {
        let folder = TemporaryFolder()
        folder.write("200\n", to: "panel0/max_brightness")
        let brightness = folder.write("150\n", to: "panel0/brightness")
        let policy = IdlePolicy(dimAfterSeconds: 60, offAfterSeconds: nil, dimBrightnessPercent: 10)
        let first = IdleController(policy: policy, now: seconds(0), backlight: Backlight.first(under: folder.path),
                                   setDisplayPower: { _ in }, log: { _, _ in })
        first.setLight(on: true, brightness: 51, now: seconds(1))
        #expect(Backlight.readNumber(brightness) == 40)
        // Dimmed when the file is loaded again: the backlight now shows the dim level.
        first.advance(to: seconds(61))
        #expect(Backlight.readNumber(brightness) == 20)

        let second = IdleController(policy: policy, now: seconds(62), backlight: Backlight.first(under: folder.path),
                                    setDisplayPower: { _ in }, log: { _, _ in })
        second.continuing(from: first)
        #expect(second.stage == .awake)
        #expect(Backlight.readNumber(brightness) == 40, "the level chosen over MQTT is kept")
        #expect(second.light.brightness == 51)
        // Dimmed and woken again, it comes back to the chosen level, not to the dim one.
        second.advance(to: seconds(200))
        #expect(Backlight.readNumber(brightness) == 20)
        second.wake(now: seconds(201))
        #expect(Backlight.readNumber(brightness) == 40)
        // Without a level chosen, the level found at the panel's start is the one it wakes to.
        try AtomicFile.write(Array("150\n".utf8), to: brightness)
        let fresh = IdleController(policy: policy, now: seconds(0), backlight: Backlight.first(under: folder.path),
                                   setDisplayPower: { _ in }, log: { _, _ in })
        fresh.advance(to: seconds(61))
        #expect(Backlight.readNumber(brightness) == 20)
        let reloaded = IdleController(policy: policy, now: seconds(62), backlight: Backlight.first(under: folder.path),
                                      setDisplayPower: { _ in }, log: { _, _ in })
        reloaded.continuing(from: fresh)
        #expect(Backlight.readNumber(brightness) == 150)
        reloaded.advance(to: seconds(200))
        reloaded.wake(now: seconds(201))
        #expect(Backlight.readNumber(brightness) == 150)
    }
}
