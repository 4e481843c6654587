import PanelBase

/// A thin track with a dot at the value, the bounds' labels at its ends (or the current
/// value's label before it when there are none).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    static let marker: CGFloat = 10
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            if configuration.minimumValueLabel != nil {
                configuration.minimumValueLabel
            } else {
                configuration.currentValueLabel
            }
            Capsule()
                .fill(ProgressBar.track)
                .frame(height: ProgressBar.height)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Circle()
                            .fill(.tint)
                            .frame(width: Self.marker, height: Self.marker)
                            .offset(x: (proxy.size.width - Self.marker) * configuration.value,
                                    y: (ProgressBar.height - Self.marker) / 2)
                    }
                }
                .frame(height: Self.marker)
            configuration.maximumValueLabel
        }
        .font(.system(size: 13))
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
