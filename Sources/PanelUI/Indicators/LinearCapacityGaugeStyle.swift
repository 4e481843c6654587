import PanelBase

/// A bar as wide as offered, filled from the leading edge to the value: the label and the
/// current value above it, the bounds' labels below at its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                configuration.currentValueLabel
            }
            ProgressBar(fraction: configuration.value)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.system(size: 13))
                .foregroundColor(.secondary)
            }
        }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
