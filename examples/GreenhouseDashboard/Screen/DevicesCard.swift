import SwiftUI

/// The devices a finger switches.
struct DevicesCard: View {
    @State private var ventilation = true
    @State private var lights = false
    @State private var heating = true

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
