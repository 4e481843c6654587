import SwiftUI

/// The readings in a grid: symbol, name, then the value and unit aligned on the right.
struct ReadingsCard: View {
    let readings: [Reading]

    var body: some View {
        Card("Now") {
            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 8) {
                ForEach(readings) { reading in
                    GridRow {
                        Image(systemName: reading.symbol)
                            .foregroundStyle(Palette.accent)
                        Text(reading.name)
                            .foregroundStyle(.secondary)
                        Text("\(reading.value, specifier: reading.specifier) \(reading.unit)")
                            .font(.title3.monospacedDigit())
                            .foregroundStyle(.white)
                            .gridColumnAlignment(.trailing)
                    }
                }
            }
        }
    }
}
