import SwiftUI

/// A thermostat's kiosk screen, written as an ordinary SwiftUI view: the room's
/// temperature, updated by a background task from a (simulated) sensor, the set point
/// changed by touch, and a clock.
public struct ThermostatView: View {
    /// What the kiosk shows before the first frame.
    public static let background = Palette.backdrop

    @State private var model: ThermostatModel

    /// The screen of `model` (a new one: the sensor's first reading, set to 21 °C).
    public init(model: ThermostatModel = ThermostatModel()) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        VStack(spacing: 0) {
            header
            Spacer()
            HStack(alignment: .center, spacing: 40) {
                reading
                    .frame(maxWidth: .infinity)
                SetPointControl(model: model)
                    .frame(maxWidth: .infinity)
            }
            Spacer()
            status
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Palette.backdrop)
        .preferredColorScheme(.dark)
        // The sensor: a reading every two seconds, for as long as the screen shows, on the
        // main actor (the event loop runs it between frames).
        .task { await model.readSensor() }
    }

    private var header: some View {
        HStack(alignment: .firstTextBaseline) {
            Label("Living room", systemImage: "house.fill")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
            Spacer()
            ClockFace()
        }
    }

    private var reading: some View {
        VStack(spacing: 6) {
            Text("Indoor")
                .font(.title3)
                .foregroundStyle(.secondary)
            Text("\(model.temperature, specifier: "%.1f")°")
                .font(.system(size: 96, weight: .bold).monospacedDigit())
                .foregroundStyle(model.isHeating ? Palette.warm : .white)
            Gauge(value: model.temperature, in: 15...30) {
                Text("Temperature")
            }
            .gaugeStyle(.accessoryLinear)
            .tint(Palette.warm)
            .frame(width: 260)
        }
    }

    private var status: some View {
        HStack(spacing: 10) {
            Image(systemName: model.isHeating ? "flame.fill" : "checkmark.circle")
            Text(model.isHeating ? "Heating to \(model.setPoint, specifier: "%.1f")°" : "Holding temperature")
        }
        .font(.title3)
        .foregroundStyle(model.isHeating ? Palette.warm : Palette.calm)
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
        .background(Capsule().fill(Palette.card))
    }
}

/// The thermostat's colours.
enum Palette {
    static let backdrop = Color(red: 0.07, green: 0.08, blue: 0.11)
    static let card = Color(red: 0.13, green: 0.15, blue: 0.20)
    static let button = Color(red: 0.20, green: 0.23, blue: 0.30)
    static let warm = Color(red: 0.98, green: 0.55, blue: 0.25)
    static let calm = Color(red: 0.45, green: 0.80, blue: 0.60)
}
