import SwiftUI

/// The water tank: drawn with its water level, the litres left, and the irrigation run.
struct TankCard: View {
    let greenhouse: Greenhouse

    var body: some View {
        Card("Water tank") {
            HStack(alignment: .center, spacing: 16) {
                TankView(level: greenhouse.tankLevel)
                    .frame(width: 76, height: 112)
                VStack(alignment: .leading, spacing: 8) {
                    Label("Rainwater", systemImage: "drop.fill")
                        .foregroundStyle(Palette.water)
                    Text("\(greenhouse.tankLitres, specifier: "%.0f") of \(greenhouse.tankCapacity, specifier: "%.0f") l")
                        .font(.callout.monospacedDigit())
                        .foregroundStyle(.white)
                    ProgressView(value: greenhouse.irrigation) {
                        Text("Irrigation")
                    }
                    .tint(Palette.water)
                }
            }
        }
    }
}
