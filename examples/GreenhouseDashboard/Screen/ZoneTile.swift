import SwiftUI

/// A zone's photo filling its tile, darkened towards the bottom under its name.
struct ZoneTile: View {
    let zone: Zone

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(zone.photo)
                .resizable()
                .scaledToFill()
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(height: 120)
                .clipped()
            LinearGradient(colors: [.clear, .black.opacity(0.75)], startPoint: .center, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 2) {
                Label(zone.name, systemImage: zone.symbol)
                    .font(.headline)
                Text("\(zone.moisture, specifier: "%.0f") % moisture")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .padding(10)
        }
        .frame(height: 120)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
