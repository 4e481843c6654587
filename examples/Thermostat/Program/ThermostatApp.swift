import SwiftUI
import Thermostat

/// The thermostat as a kiosk program: SwiftUI's app model, with panel-app's commands and
/// options (`thermostat`, `thermostat --rotate 90`, `thermostat snapshot --output t.png`;
/// `thermostat --help`).
@main
struct ThermostatApp: App {
    var body: some Scene {
        WindowGroup {
            ThermostatView()
        }
    }
}
