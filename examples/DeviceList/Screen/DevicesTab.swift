import SwiftUI

/// The first tab: the devices with a switch each, a link to the settings, and
/// "Restart all" behind a confirmation.
struct DevicesTab: View {
    @Binding var devices: [Device]
    @Binding var settings: DeviceSettings
    @Binding var log: [String]
    @State private var confirmingRestart = false

    var body: some View {
        NavigationStack {
            List {
                Section("Living room") {
                    ForEach($devices) { $device in
                        Toggle(device.name, isOn: $device.isOn)
                    }
                }
                Section("Maintenance") {
                    NavigationLink("Settings") {
                        SettingsPage(settings: $settings)
                    }
                    Button("Restart all", role: .destructive) {
                        confirmingRestart = true
                    }
                }
            }
            .navigationTitle("Devices")
            .confirmationDialog("Restart every device?", isPresented: $confirmingRestart, titleVisibility: .visible) {
                Button("Restart all", role: .destructive) { restartAll() }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private func restartAll() {
        for index in devices.indices { devices[index].isOn = false }
        log.append("Restarted \(devices.count) devices")
    }
}
