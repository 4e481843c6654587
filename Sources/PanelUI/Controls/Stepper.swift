import PanelBase

/// A control that adds or subtracts a step: the label, then a "−" and a "+" half of one
/// segmented control on the trailing side. An end that cannot move (the value at a bound)
/// is greyed and does nothing. Holding a half repeats it: after 0.5 s, then every 0.1 s.
public struct Stepper<Label: View>: View {
    package let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    static var segmentWidth: CGFloat { 64 }
    static var height: CGFloat { 44 }

    /// A stepper that runs `onIncrement` and `onDecrement`; a nil action greys its half.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper for a value kept within `bounds`, moved by `step`; each half is disabled
    /// when its next step would leave the bounds' end it points to.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        let stepping = StepperRange(value: value, bounds: bounds, step: step)
        self.init(label: label,
                  onIncrement: current < bounds.upperBound ? { @MainActor in stepping.increment() } : nil,
                  onDecrement: current > bounds.lowerBound ? { @MainActor in stepping.decrement() } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper for an unbounded value, moved by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack(spacing: 16) {
            if !labelsHidden {
                label
                    .font(.system(size: 20))
                Spacer()
            }
            HStack(spacing: 0) {
                segment(action: onDecrement, accessibilityLabel: "Decrement") {
                    Rectangle().frame(width: 18, height: 3)
                }
                Rectangle()
                    .fill(Color(white: 0.7))
                    .frame(width: 1, height: Self.height - 16)
                segment(action: onIncrement, accessibilityLabel: "Increment") {
                    ZStack {
                        Rectangle().frame(width: 18, height: 3)
                        Rectangle().frame(width: 3, height: 18)
                    }
                }
            }
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.9)))
        }
        .opacity(isEnabled ? 1 : 0.5)
    }

    private func segment(action: (@MainActor () -> Void)?, accessibilityLabel: String,
                         @ViewBuilder glyph: () -> some View) -> some View {
        StepperSegment(action: action, onEditingChanged: onEditingChanged, tint: tint) {
            glyph().accessibilityLabel(accessibilityLabel)
        }
        .disabled(action == nil)
    }
}

extension Stepper where Label == Text {
    /// A stepper labelled with `title` for a value kept within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled with `title` for an unbounded value.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled with `title` that runs the two actions.
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
}
