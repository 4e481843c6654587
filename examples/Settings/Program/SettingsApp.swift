import Settings
import SwiftUI

/// The settings screen as a kiosk program, driven by touch, a keyboard (USB or a barcode
/// scanner) or a rotary encoder with a push button: `settings`, `settings --keyboard de`,
/// `settings snapshot --output s.png`; `settings --help`. What it is told is written to
/// standard output, one line each (a password or PIN only by its length).
@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}
