import PanelBase

/// Shows how far a task has got (`value` of `total`), or, without a value, that it is under
/// way (a spinner that turns while it is shown). Drawn by the nearest `.progressViewStyle`:
/// a linear bar for a value, a spinner without one (`.automatic`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.resolvedProgressViewStyle) private var style

    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }))
    }

    /// `value` of `total` as a fraction within 0...1; nil (or a value that is not a
    /// number, or a total that is not positive) shows no progress as SwiftUI does.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard v.isFinite, t.isFinite, t > 0 else { return 0 }
        return Swift.min(1, Swift.max(0, v / t))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: a task under way.
    public init() {
        self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar filled to `value` of `total` (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar filled to `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar filled to `value` of `total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fractionCompleted: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar titled `title`, filled to `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}
