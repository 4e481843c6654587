import Glibc
import Testing
@testable import DeviceList
@testable import Panel

/// The device list, an ordinary SwiftUI screen driven by taps as a finger would: its
/// pixels at 800x480 (golden images, compared exactly), a device's switch, the settings
/// page, and "Restart all" behind its confirmation.
@MainActor
@Suite(.serialized) struct DeviceListTests {
    private let fonts: FontSet
    private let host: ViewHost
    /// The time of the next touch, in seconds: each step comes after the last one settled.
    private var clock = 1.0

    init() throws {
        fonts = try FontSet.loadDefault()
        host = ViewHost(rootView: DeviceList(), width: 800, height: 480, textMeasurer: fonts)
        host.update()
    }

    private func expectGolden(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        ExampleGolden.expect(ExampleGolden.render(host, fonts: fonts, background: DeviceList.background), name,
                             sourceLocation: sourceLocation)
    }

    /// Taps the control labelled `label` and lets everything settle (2 s).
    private mutating func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let element = try #require(host.element(labeled: label), "no control labelled \(label): \(host.interactiveElements().map(\.label))",
                                   sourceLocation: sourceLocation)
        tap(at: element.activationPoint)
    }

    private mutating func tap(at point: FixedPoint) {
        host.send(PointerEvent(pointer: 1, phase: .began, location: point, timestamp: MonotonicTime(seconds: clock)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: point, timestamp: MonotonicTime(seconds: clock + 0.05)))
        host.update(at: MonotonicTime(seconds: clock + 0.05))
        clock += 2
        host.update(at: MonotonicTime(seconds: clock - 0.5))
    }

    /// Whether the switch labelled `label` is drawn on: its track filled green, as the
    /// switch style fills an on switch.
    private func isOn(_ label: String) -> Bool? {
        guard let toggle = host.interactiveElements().first(where: { $0.label == label && $0.kind == .toggle }) else { return nil }
        return host.displayList.entries.contains { entry in
            if case .fill(_, let rect, let color) = entry.item, color == Color.green.pixelColor {
                return rect.minX < toggle.frame.maxX && toggle.frame.minX < rect.maxX && rect.minY < toggle.frame.maxY && toggle.frame.minY < rect.maxY
            }
            return false
        }
    }

    @Test func screenAt800x480() {
        expectGolden("device-list-800x480")
    }

    @Test mutating func aDeviceSwitchToggles() throws {
        #expect(isOn("Fan") == false)
        try tap("Fan")
        #expect(isOn("Fan") == true)
        expectGolden("device-list-fan-on")
        try tap("Fan")
        #expect(isOn("Fan") == false)
    }

    @Test mutating func theSettingsPagePushesAndChangesItsValues() throws {
        try tap("Settings")
        #expect(host.visibleTexts.contains("Brightness 70 %"))
        expectGolden("device-list-settings")
        let stepper = try #require(host.interactiveElements().first { $0.label.contains("Brightness") && $0.label.contains("+") }
                                   ?? host.element(labeled: "Increment"))
        tap(at: stepper.activationPoint)
        #expect(host.visibleTexts.contains("Brightness 80 %"))
        try tap("Eco")
        #expect(host.interactiveElements().contains { $0.label == "Eco" })
        // Back to the list.
        try tap("Devices")
        #expect(host.element(labeled: "Fan") != nil)
    }

    @Test mutating func restartAllAsksFirstThenSwitchesEveryDeviceOff() throws {
        try tap("Fan")
        #expect(isOn("Fan") == true && isOn("Ceiling lights") == true)
        try tap("Restart all")
        // The confirmation is up; nothing has restarted yet.
        #expect(host.visibleTexts.contains("Restart every device?"))
        #expect(isOn("Fan") == true)
        expectGolden("device-list-confirmation")
        // The dialog's own "Restart all" (the list's button lies beneath the dialog).
        let buttons = host.interactiveElements().filter { $0.label == "Restart all" }
        let dialogButton = try #require(buttons.max { $0.frame.minY < $1.frame.minY })
        tap(at: dialogButton.activationPoint)
        #expect(!host.visibleTexts.contains("Restart every device?"))
        #expect(isOn("Fan") == false && isOn("Ceiling lights") == false)
        try tap("Log")
        #expect(host.visibleTexts.contains("Restarted 3 devices"))
    }

    @Test mutating func cancellingTheConfirmationChangesNothing() throws {
        try tap("Restart all")
        try tap("Cancel")
        #expect(!host.visibleTexts.contains("Restart every device?"))
        #expect(isOn("Ceiling lights") == true)
    }
}
