import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// How the session turns the display off and on for the idle controller.
@Suite struct DisplayPowerSwitchTests {
    final class RefusingDisplay: Display {
        let transform = ScreenTransform(physicalWidth: 4, physicalHeight: 4, rotation: .none)
        let refreshInterval: Int64 = 16_666_667
        var fileDescriptor: Int32? { nil }
        var nextFlipDeadline: MonotonicTime? { nil }
        var isFlipPending: Bool { false }
        var isPowered: Bool { true }
        func setPowered(_ on: Bool) throws {
            throw DisplayError.system(operation: "turn Virtual-1 off", path: "/dev/dri/card0", errno: EINVAL)
        }
        func present(from shadow: Surface, damage: Region) throws {}
        func handleReadable() throws -> [FlipCompletion] { [] }
        func restore() {}
    }

    /// A display without power control: the protocol's defaults.
    final class AlwaysOnDisplay: Display {
        let transform = ScreenTransform(physicalWidth: 4, physicalHeight: 4, rotation: .none)
        let refreshInterval: Int64 = 16_666_667
        var fileDescriptor: Int32? { nil }
        var nextFlipDeadline: MonotonicTime? { nil }
        var isFlipPending: Bool { false }
        func present(from shadow: Surface, damage: Region) throws {}
        func handleReadable() throws -> [FlipCompletion] { [] }
        func restore() {}
    }

    @Test func turnsAHeadlessDisplayOffAndOn() {
        let display = HeadlessDisplay(width: 4, height: 4)
        var lines: [String] = []
        let power = KioskSession.powerSwitch(for: display, log: { lines.append("<\($0.rawValue)>\($1)") })
        power(false)
        #expect(!display.isPowered)
        power(true)
        #expect(display.isPowered)
        #expect(display.powerChanges == [false, true])
        #expect(lines == ["<5>display off", "<5>display on"])
    }

    @Test func aRefusalIsAWarningThatSaysWhy() {
        var lines: [String] = []
        let power = KioskSession.powerSwitch(for: RefusingDisplay(), log: { lines.append("<\($0.rawValue)>\($1)") })
        power(false)
        #expect(lines == ["<4>cannot turn the display off: turn Virtual-1 off failed on /dev/dri/card0: Invalid argument (errno 22)"])
    }

    @Test func aDisplayWithoutPowerControlStaysOnAndSaysSo() throws {
        let display = AlwaysOnDisplay()
        try display.setPowered(false)
        #expect(display.isPowered)
        var lines: [String] = []
        KioskSession.powerSwitch(for: display, log: { lines.append($1) })(false)
        #expect(lines == ["this display cannot be turned off; it stays as it is"])
    }
}
