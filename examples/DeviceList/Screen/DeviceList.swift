import SwiftUI

/// A kiosk screen for switching a room's devices, written as an ordinary SwiftUI view:
/// a `TabView` whose first tab is a `NavigationStack` with a `List` of devices in
/// sections (a `Toggle` per device through `ForEach($devices)`), a link to a settings page
/// and a "Restart all" button behind a confirmation dialog; the second tab is a log.
public struct DeviceList: View {
    /// What the kiosk shows before the first frame: the list's grouped background.
    public static let background = Color(red: 0.949, green: 0.949, blue: 0.969)

    @State private var devices = Device.initial
    @State private var settings = DeviceSettings()
    @State private var log = ["Panel started"]

    public init() {}

    public var body: some View {
        TabView {
            DevicesTab(devices: $devices, settings: $settings, log: $log)
                .tabItem { Label("Devices", systemImage: "lightbulb") }
            LogTab(entries: log)
                .tabItem { Label("Log", systemImage: "list.bullet") }
        }
    }
}
