import Testing
@testable import Panel
@testable import Settings

/// The settings example: its pixels at 800x480, and the screen driven without a touch:
/// a German keyboard typing into the Wi-Fi form, a barcode scanner's burst, a rotary
/// encoder changing the brightness, and the PIN lock.
@MainActor
@Suite(.serialized) struct SettingsTests {
    nonisolated static let hasLayouts = (try? KeyboardLayout(layout: "de")) != nil

    /// The host, what the screen reported, and a keyboard on it.
    @MainActor final class Panel {
        let host: ViewHost
        let fonts: FontSet
        var time = MonotonicTime(seconds: 10)

        init(layout: String = "us") throws {
            let fonts = try FontSet.loadDefault()
            self.fonts = fonts
            let box = Box()
            host = ViewHost(rootView: SettingsView(report: { box.lines.append($0) }), width: 800, height: 480, textMeasurer: fonts)
            self.box = box
            host.inputFocus.layout = try KeyboardLayout(layout: layout)
            host.update(at: time)
        }

        final class Box { var lines: [String] = [] }
        private let box: Box
        var lines: [String] { box.lines }

        /// Presses and releases a key (a Linux key code), `gap` after the last event.
        func key(_ code: UInt16, shift: Bool = false, gap: Int64 = 10_000_000) {
            if shift { send(42, .pressed, gap) }
            send(code, .pressed, gap)
            send(code, .released, gap)
            if shift { send(42, .released, gap) }
            host.update(at: time)
        }

        /// Types `text` with the keys of the host's layout.
        func type(_ text: String, gap: Int64 = 10_000_000) throws {
            let layout = try #require(host.inputFocus.layout)
            for character in text {
                let chord = try #require(layout.chord(typing: character), "\(character)")
                key(chord.code, shift: chord.shift, gap: gap)
            }
        }

        func turn(_ detents: Int32) {
            time = time + 20_000_000
            host.send(.axis(AxisEvent(axis: .dial, value: detents, timestamp: time)))
            host.update(at: time)
        }

        private func send(_ code: UInt16, _ state: KeyEvent.State, _ gap: Int64) {
            time = time + gap
            host.send(.key(KeyEvent(code: code, state: state, timestamp: time)))
        }
    }

    static let tab: UInt16 = 15, enter: UInt16 = 28, y: UInt16 = 21, z: UInt16 = 44

    @Test func screenAt800x480() throws {
        let panel = try Panel()
        for text in ["Wi-Fi", "Not connected", "Brightness 5", "No batch yet", "Enter the PIN"] {
            #expect(panel.host.visibleTexts.contains(text), "\(panel.host.visibleTexts)")
        }
        ExampleGolden.expect(ExampleGolden.render(panel.host, fonts: panel.fonts, background: SettingsView.background), "settings-800x480")
    }

    @Test(.enabled(if: SettingsTests.hasLayouts)) func aGermanKeyboardFillsTheWiFiForm() throws {
        let panel = try Panel(layout: "de")
        panel.key(SettingsTests.tab)
        // The keys where a US keyboard has Y and Z type z and y on a German layout.
        panel.key(SettingsTests.y)
        panel.key(SettingsTests.z)
        try panel.type("-Büro")
        panel.key(SettingsTests.enter)  // on to the password
        try panel.type("Geheim€1")
        panel.key(SettingsTests.enter)  // join
        #expect(panel.lines == ["joined zy-Büro with a password of 8 characters"])
        #expect(panel.host.visibleTexts.contains("Joined zy-Büro"))
        // Joining let go of focus (`focus = nil`): Tab starts again at the first field.
        panel.key(SettingsTests.tab)
        try panel.type("x")
        panel.key(SettingsTests.enter)
        panel.key(SettingsTests.enter)
        #expect(panel.lines.last == "joined zy-Bürox with a password of 0 characters")
    }

    @Test(.enabled(if: SettingsTests.hasLayouts)) func aScannersBurstArrivesWhole() throws {
        let panel = try Panel()
        for _ in 0..<6 { panel.key(SettingsTests.tab) }  // Network, Password, Join, −, +, Batch
        // 13 digits and Enter, a key every 3 ms (down and up 1.5 ms apart).
        try panel.type("4006381333931", gap: 1_500_000)
        panel.key(SettingsTests.enter, gap: 1_500_000)
        #expect(panel.lines == ["batch 4006381333931"])
        #expect(panel.host.visibleTexts.contains("Batch 4006381333931"))
    }

    @Test func anEncoderMovesFocusAndItsPushStepsTheBrightness() throws {
        let panel = try Panel()
        panel.turn(5)  // Network, Password, Join, −, +
        panel.key(SettingsTests.enter)
        panel.key(SettingsTests.enter)
        panel.turn(-1)  // −
        panel.key(SettingsTests.enter)
        #expect(panel.lines == ["brightness 6", "brightness 7", "brightness 6"])
        #expect(panel.host.visibleTexts.contains("Brightness 6"))
    }

    @Test(.enabled(if: SettingsTests.hasLayouts)) func thePinUnlocksAndIsNeverShownOrReported() throws {
        let panel = try Panel()
        for _ in 0..<7 { panel.key(SettingsTests.tab) }
        try panel.type("1111")
        panel.key(SettingsTests.enter)
        #expect(panel.host.visibleTexts.contains("Wrong PIN, 1 tries"))
        try panel.type("2468")
        #expect(!panel.host.visibleTexts.contains { $0.contains("2468") })
        panel.key(SettingsTests.enter)
        #expect(panel.lines == ["wrong PIN (1)", "unlocked"])
        #expect(panel.host.visibleTexts.contains("Unlocked"))
    }
}
