import SwiftUI

/// A water tank seen from the side: its wall, the water up to `level` with two waves
/// rolling on the surface, and the level in percent.
struct TankView: View {
    let level: Double
    /// Moves the waves: a whole turn every `wavePeriod` seconds, for as long as the tank
    /// is on screen.
    @State private var phase = 0.0
    static let wavePeriod = 2.4

    var body: some View {
        ZStack(alignment: .bottom) {
            // The far wave, half a wave behind the near one.
            TankWater(level: level, phase: phase + Double.pi, amplitude: 2.5)
                .fill(Palette.water.opacity(0.45))
            TankWater(level: level, phase: phase)
                .fill(LinearGradient(colors: [Palette.water, Palette.deepWater], startPoint: .top, endPoint: .bottom))
            Text("\(level * 100, specifier: "%.0f")%")
                .font(.headline.monospacedDigit())
                .foregroundStyle(.white)
                .padding(.bottom, 10)
        }
        .background(Color.black.opacity(0.25))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.white.opacity(0.35), lineWidth: 2))
        .animation(.easeInOut(duration: 0.8), value: level)
        .onAppear {
            withAnimation(.linear(duration: TankView.wavePeriod).repeatForever(autoreverses: false)) {
                phase = 2 * Double.pi
            }
        }
    }
}
