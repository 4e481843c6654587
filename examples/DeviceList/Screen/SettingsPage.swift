import SwiftUI

/// The page the devices tab pushes: the lights' brightness and the heating mode.
struct SettingsPage: View {
    @Binding var settings: DeviceSettings

    var body: some View {
        List {
            Section("Lights") {
                Stepper("Brightness \(settings.brightness) %", value: $settings.brightness, in: 10...100, step: 10)
            }
            Section("Heating") {
                Picker("Mode", selection: $settings.mode) {
                    ForEach(DeviceSettings.Mode.allCases, id: \.self) { mode in
                        Text(mode.rawValue).tag(mode)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
        .navigationTitle("Settings")
    }
}
