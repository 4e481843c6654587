import PanelBase

/// A control for a number in a range: drag the knob along the track, or touch the track
/// where the value should be. The track is `trackWidth` wide (260 px by default); value
/// labels, when given, stand at its two ends. `onEditingChanged` hears `true` when a touch
/// lands on the track and `false` when it lifts (or is cancelled).
public struct Slider<Label: View, ValueLabel: View>: View {
    package let value: Binding<Double>
    package let bounds: ClosedRange<Double>
    package let step: Double?
    let trackWidth: CGFloat
    package let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    static var knobDiameter: CGFloat { 32 }

    /// A slider with value labels at the ends of its track. A value of any floating-point
    /// type is shown through a `Double`; without a step the value is continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        trackWidth: CGFloat = 260, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, trackWidth: trackWidth, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, trackWidth: CGFloat,
                                 label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping @MainActor (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        // A Double binding is kept as it is (it compares as the same binding from one body
        // to the next); others are seen through a Double.
        self.value = value as? Binding<Double>
            ?? Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.flatMap { $0 > 0 ? Double($0) : nil }
        self.trackWidth = max(trackWidth, Slider.knobDiameter * 2)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// Where the value sits along the track, 0...1 (0 for a value that is not a number). A
    /// span too wide for a Double is measured in halves.
    package var fraction: Double {
        var span = bounds.upperBound - bounds.lowerBound
        var f = (value.wrappedValue - bounds.lowerBound) / span
        if !span.isFinite {
            span = bounds.upperBound / 2 - bounds.lowerBound / 2
            f = (value.wrappedValue / 2 - bounds.lowerBound / 2) / span
        }
        guard span > 0, !f.isNaN else { return 0 }
        return min(max(f, 0), 1)
    }

    /// The value for a fraction of the track, snapped to the step and clamped to the range:
    /// always a finite number within the bounds, whatever their width.
    package func value(atFraction f: Double) -> Double {
        let f = f.isNaN ? 0 : min(max(f, 0), 1)
        let span = bounds.upperBound - bounds.lowerBound
        // A span too wide for a Double is interpolated without forming it.
        var v = span.isFinite ? bounds.lowerBound + f * span : bounds.lowerBound * (1 - f) + bounds.upperBound * f
        if let step {
            let snapped = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step
            if snapped.isFinite { v = snapped }
        }
        return min(max(v, bounds.lowerBound), bounds.upperBound)
    }

    public var body: some View {
        let knob = Slider.knobDiameter
        let travel = trackWidth - knob
        return HStack(spacing: 16) {
            label
            if let minimumValueLabel { minimumValueLabel }
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(white: 0.35))
                    .frame(width: trackWidth, height: 8)
                Capsule()
                    .fill(tint ?? Color.accentColor)
                    .frame(width: knob / 2 + travel * fraction, height: 8)
                Circle()
                    .fill(Color.white)
                    .frame(width: knob, height: knob)
                    .shadow(color: Color(white: 0, opacity: 0.3), radius: 2, y: 1)
                    .padding(.leading, travel * fraction)
            }
            .frame(width: trackWidth, height: 44)
            .gesture(SliderDragGesture(knobDiameter: knob, onEditingChanged: onEditingChanged) { f in
                let newValue = value(atFraction: f)
                if newValue != value.wrappedValue { value.wrappedValue = newValue }
            })
            if let maximumValueLabel { maximumValueLabel }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label and no value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        trackWidth: CGFloat = 260, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, trackWidth: trackWidth, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider alone.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, trackWidth: 260, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

/// Follows a touch on a slider's track and reports the fraction of the track under it
/// (the knob's centre travels from knobDiameter/2 to width − knobDiameter/2).
struct SliderDragGesture: Gesture, RecognizerMaking {
    typealias Value = Double
    let knobDiameter: CGFloat
    let onEditingChanged: @MainActor (Bool) -> Void
    let onFraction: (Double) -> Void

    func makeRecognizer() -> GestureRecognizer {
        SliderDragRecognizer(knobDiameter: Fixed(knobDiameter), onEditingChanged: onEditingChanged, onFraction: onFraction)
    }
}

final class SliderDragRecognizer: GestureRecognizer {
    private let knobDiameter: Fixed
    private let onEditingChanged: @MainActor (Bool) -> Void
    private let onFraction: (Double) -> Void
    /// A touch is on the track: the editing that `began` announced is still to end.
    private var editing = false

    init(knobDiameter: Fixed, onEditingChanged: @escaping @MainActor (Bool) -> Void, onFraction: @escaping (Double) -> Void) {
        self.knobDiameter = knobDiameter
        self.onEditingChanged = onEditingChanged
        self.onFraction = onFraction
    }

    private func setEditing(_ value: Bool) {
        guard value != editing else { return }
        editing = value
        onEditingChanged(value)
    }

    private func report(_ touch: TouchSample) {
        let travel = touch.bounds.width - knobDiameter
        guard travel.raw > 0 else { return }
        let offset = touch.location.x - touch.bounds.minX - knobDiameter / 2
        let fraction = Double(offset.raw) / Double(travel.raw)
        onFraction(min(max(fraction, 0), 1))
        change(fraction)
    }

    override func began(_ touch: TouchSample) {
        setEditing(true)
        report(touch)
    }
    override func moved(_ touch: TouchSample) { report(touch) }
    override func ended(_ touch: TouchSample) {
        report(touch)
        setEditing(false)
        succeed(0.0)
    }
    override func cancelled() {
        setEditing(false)
        super.cancelled()
    }
}
