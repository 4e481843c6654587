import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The idle object's night: read from the file, crossing midnight, and capping the awake
/// backlight of a fake sysfs tree while it lasts.
@Suite struct NightScheduleTests {
    @Test func isReadFromTheIdleObject() throws {
        let file = try PanelFileDecoder.decode(#"{"idle": {"night": {"from": "22:00", "to": "06:30", "brightness": 10}}, "controls": [{"type": "button", "label": "Go"}]}"#, path: "t.json")
        #expect(file.idle.night == NightSchedule(from: 22 * 60, to: 6 * 60 + 30, brightnessPercent: 10))
        for (night, expected) in [(#"{"from": "22:00", "to": "24:00"}"#, "idle.night.to: expected a local time HH:MM"),
                                  (#"{"from": "7:00", "to": "08:00"}"#, "idle.night.from: expected a local time HH:MM"),
                                  (#"{"from": "22:00", "to": "22:00"}"#, "idle.night.to: must differ from from"),
                                  (#"{"from": "22:00", "to": "06:00", "brightness": 101}"#, "idle.night.brightness: expected a whole number from 0 to 100"),
                                  (#"{"from": "22:00"}"#, "idle.night.to")] {
            do {
                _ = try PanelFileDecoder.decode(#"{"idle": {"night": "# + night + #"}, "controls": [{"type": "button", "label": "Go"}]}"#, path: "t.json")
                Issue.record("accepted \(night)")
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
            }
        }
    }

    @Test func mayCrossMidnight() {
        let night = NightSchedule(from: 22 * 60, to: 6 * 60 + 30, brightnessPercent: 10)
        #expect(night.contains(minute: 23 * 60) && night.contains(minute: 0) && night.contains(minute: 6 * 60 + 29))
        #expect(!night.contains(minute: 6 * 60 + 30) && !night.contains(minute: 12 * 60) && !night.contains(minute: 21 * 60 + 59))
        let siesta = NightSchedule(from: 13 * 60, to: 15 * 60, brightnessPercent: 30)
        #expect(siesta.contains(minute: 14 * 60) && !siesta.contains(minute: 16 * 60))
    }

    @Test func capsTheAwakeBacklightWhileItLasts() throws {
        let folder = TemporaryFolder()
        folder.write("1000\n", to: "backlight/panel0/max_brightness")
        folder.write("800\n", to: "backlight/panel0/brightness")
        let backlight = try #require(Backlight.first(under: folder.path + "/backlight"))
        var minute = 21 * 60 + 59
        var policy = IdlePolicy(dimAfterSeconds: 600, offAfterSeconds: nil, dimBrightnessPercent: 20)
        policy.night = NightSchedule(from: 22 * 60, to: 6 * 60 + 30, brightnessPercent: 10)
        let idle = IdleController(policy: policy, now: MonotonicTime(seconds: 0), backlight: backlight, setDisplayPower: { _ in }, log: { _, _ in })
        idle.localMinute = { minute }
        // The loop comes back to look at the clock within a minute.
        #expect(try #require(idle.nextDeadline) <= MonotonicTime(seconds: 60))
        minute = 22 * 60
        idle.advance(to: MonotonicTime(seconds: 30))
        #expect(Backlight.readNumber(folder.path + "/backlight/panel0/brightness") == 100)
        #expect(idle.light.on && idle.light.brightness == 26)
        // Dimmed at night: never brighter than the night's level.
        idle.advance(to: MonotonicTime(seconds: 600))
        #expect(Backlight.readNumber(folder.path + "/backlight/panel0/brightness") == 100)
        _ = idle.filter([.pointer(PointerEvent(pointer: 0, phase: .began, location: .zero, timestamp: MonotonicTime(seconds: 601)))],
                        now: MonotonicTime(seconds: 601))
        #expect(Backlight.readNumber(folder.path + "/backlight/panel0/brightness") == 100)
        minute = 6 * 60 + 30
        idle.advance(to: MonotonicTime(seconds: 640))
        #expect(Backlight.readNumber(folder.path + "/backlight/panel0/brightness") == 800)
    }
}
