import SwiftUI

/// The water tank: a circular gauge of how full it is, and the litres left.
struct TankCard: View {
    let litres: Double
    let capacity: Double

    var body: some View {
        Card("Water tank") {
            HStack {
                Spacer()
                Gauge(value: litres, in: 0...capacity) {
                    Image(systemName: "drop.fill")
                } currentValueLabel: {
                    Text("\(litres / capacity * 100, specifier: "%.0f")%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Palette.water)
                Spacer()
            }
            Text("\(litres, specifier: "%.0f") of \(capacity, specifier: "%.0f") l")
                .font(.callout.monospacedDigit())
                .foregroundStyle(.white)
            ProgressView(value: 0.4) {
                Text("Irrigation")
            }
            .tint(Palette.water)
        }
    }
}
