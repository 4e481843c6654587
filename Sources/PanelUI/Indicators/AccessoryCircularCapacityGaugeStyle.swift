import PanelBase

/// A closed ring filled clockwise from the top to the value, the current value's label in
/// the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            ProgressRing(fraction: configuration.value, lineWidth: AccessoryCircularGaugeStyle.lineWidth)
            configuration.currentValueLabel
                .font(.system(size: 15))
        }
        .frame(width: AccessoryCircularGaugeStyle.diameter, height: AccessoryCircularGaugeStyle.diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
