import Panel

/// A bar along the bottom of a hold button: it fills while a finger holds the button,
/// over exactly the time the hold takes, and empties quickly when the finger lifts or the
/// action fires, so whoever stands at the kiosk sees how long to hold.
struct HoldProgressBar: View {
    let isHolding: Bool
    /// How long the button must be held.
    let seconds: Double

    var body: some View {
        Capsule()
            .fill(Color.white.opacity(0.85))
            .frame(maxWidth: isHolding ? .infinity : 0)
            .frame(height: 4)
            .padding(EdgeInsets(top: 0, leading: 10, bottom: 6, trailing: 10))
            .animation(isHolding ? .linear(duration: seconds) : .easeOut(duration: 0.15), value: isHolding)
    }
}

extension View {
    /// Shows `HoldProgressBar` over the bottom of this view.
    func holdProgress(isHolding: Bool, seconds: Double) -> some View {
        overlay(HoldProgressBar(isHolding: isHolding, seconds: seconds), alignment: .bottomLeading)
    }
}
