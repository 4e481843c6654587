import PanelBase

/// A horizontal bar, as wide as offered and 4 px high, filled in the accent colour from the
/// leading edge; the label above it, the current value's label below in a smaller
/// secondary font. Without a known progress it shows the spinner.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
            if let fraction = configuration.fractionCompleted {
                ProgressBar(fraction: fraction)
            } else {
                ProgressSpinner()
            }
            configuration.currentValueLabel
                .font(.system(size: 13))
                .foregroundColor(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
