/// A stepper's bound value, bounds and step, held for its actions. They are only used on
/// the main actor, where the actions run, so sharing them is safe although a `Strideable`
/// (and so a binding to one) need not be `Sendable`.
final class StepperRange<V: Strideable>: @unchecked Sendable {
    let value: Binding<V>
    let bounds: ClosedRange<V>
    let step: V.Stride

    init(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride) {
        self.value = value
        self.bounds = bounds
        self.step = step
    }

    /// One step up, stopping at the upper bound.
    @MainActor func increment() { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }

    /// One step down, stopping at the lower bound.
    @MainActor func decrement() { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
}
