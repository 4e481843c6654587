import PanelBase

/// An open ring (three quarters of a turn, open at the bottom) with a dot at the value, the
/// current value's label in the middle and the bounds' labels in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    static let diameter: CGFloat = 64
    static let lineWidth: CGFloat = 6
    /// The ring runs from 135° (bottom left) clockwise for 270°.
    static let start = 0.375, sweep = 0.75

    public func makeBody(configuration: Configuration) -> some View {
        let at = Self.start + Self.sweep * configuration.value
        return ZStack {
            ArcOutline(start: Self.start, end: Self.start + Self.sweep)
                .stroke(ProgressBar.track, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
            ArcOutline(start: Self.start, end: at)
                .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
            // The dot: an arc too short to see between its round ends.
            ArcOutline(start: at, end: at + 1.0 / 65536)
                .stroke(Color.white, style: StrokeStyle(lineWidth: Self.lineWidth - 2, lineCap: .round))
            configuration.currentValueLabel
                .font(.system(size: 15))
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10))
            .frame(maxHeight: .infinity, alignment: .bottom)
            .padding(.horizontal, Self.lineWidth)
        }
        .padding(Self.lineWidth / 2)
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
