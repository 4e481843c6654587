import SwiftUI

/// The set point with a button either side: each touch moves it half a degree.
struct SetPointControl: View {
    let model: ThermostatModel

    var body: some View {
        VStack(spacing: 10) {
            Text("Set to")
                .font(.title3)
                .foregroundStyle(.secondary)
            HStack(spacing: 24) {
                Button { model.changeSetPoint(by: -ThermostatModel.step) } label: { StepSymbol(name: "minus").accessibilityLabel("Cooler") }
                    .buttonStyle(.plain)
                Text("\(model.setPoint, specifier: "%.1f")°")
                    .font(.system(size: 64, weight: .semibold).monospacedDigit())
                    .foregroundStyle(.white)
                    .frame(minWidth: 170)
                Button { model.changeSetPoint(by: ThermostatModel.step) } label: { StepSymbol(name: "plus").accessibilityLabel("Warmer") }
                    .buttonStyle(.plain)
            }
        }
    }
}

/// A step button's face: a symbol in a circle.
struct StepSymbol: View {
    let name: String

    var body: some View {
        Image(systemName: name)
            .font(.system(size: 34, weight: .bold))
            .foregroundStyle(.white)
            .frame(width: 84, height: 84)
            .background(Circle().fill(Palette.button))
    }
}
