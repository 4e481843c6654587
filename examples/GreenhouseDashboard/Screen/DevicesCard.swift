import SwiftUI

/// The devices a finger switches. Their switches are kept across restarts: in the
/// kiosk's state file when it runs with `--state` (docs/data-flow.md).
struct DevicesCard: View {
    @AppStorage("greenhouse.ventilation") private var ventilation = true
    @AppStorage("greenhouse.lights") private var lights = false
    @AppStorage("greenhouse.heating") private var heating = true

    var body: some View {
        Card("Devices") {
            Toggle(isOn: $ventilation) { Label("Fans", systemImage: "fan") }
            Toggle(isOn: $lights) { Label("Lights", systemImage: "lightbulb") }
            Toggle(isOn: $heating) { Label("Heating", systemImage: "flame") }
        }
        .tint(Palette.accent)
        .foregroundStyle(.white)
    }
}
