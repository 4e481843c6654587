import PanelBase

/// A control whose value keys and a dial change while it has focus: Left and Right (and a
/// dial's detents while editing, which its press starts and ends) step it down and up.
@MainActor
protocol KeyAdjustable {
    func adjust(by steps: Int)
}

extension Slider: KeyAdjustable {
    /// One step: the slider's own, or a twentieth of the range without one.
    func adjust(by steps: Int) {
        let stepSize = step ?? (bounds.upperBound - bounds.lowerBound) / 20
        guard stepSize.isFinite, stepSize > 0 else { return }
        let current = value.wrappedValue.isNaN ? bounds.lowerBound : value.wrappedValue
        let next = Swift.min(Swift.max(current + Double(steps) * stepSize, bounds.lowerBound), bounds.upperBound)
        if next != value.wrappedValue { value.wrappedValue = next }
    }
}
