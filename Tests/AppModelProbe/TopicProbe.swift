import SwiftUI

// With PROBE_TOPIC set: a reading and a switch on MQTT topics, as an app writes them with
// `@Topic` (run with --mqtt). The view reports each reading it is redrawn with; the
// toggle publishes the lamp's state.

struct AirReading: Codable, Equatable {
    var temperature: Double
    var humidity: Double?
}

struct TopicProbeView: View {
    @Topic("probe/air") private var air: AirReading?
    @Topic("probe/lamp", retain: true) private var lamp = false

    var body: some View {
        VStack {
            Text(air.map { "air \($0.temperature)" } ?? "no air")
            Toggle("Lamp", isOn: $lamp)
        }
        .onChange(of: air) { _, new in
            report("air \(new.map { "\($0.temperature)" } ?? "none")")
        }
    }
}
