import SwiftUI

/// The series of `.foregroundStyle(by:)`: a swatch (the series' symbol, or a circle) and
/// its name, in the order first seen.
struct ChartLegend: View {
    let entries: [ChartModel.LegendEntry]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries.indices, id: \.self) { index in
                HStack(spacing: 4) {
                    (entries[index].symbol ?? .circle).fill(entries[index].style).frame(width: 8, height: 8)
                    Text(verbatim: entries[index].label).font(.caption2).foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
        }
    }
}
