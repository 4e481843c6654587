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

/// The bar of a linear progress view or capacity gauge: a track and its filled part.
struct ProgressBar: View {
    static let height: CGFloat = 4
    static let track = Color(white: 0.88)
    let fraction: Double
    var tint = Color.accentColor

    var body: some View {
        Capsule()
            .fill(ProgressBar.track)
            .frame(height: ProgressBar.height)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(tint)
                        .frame(width: proxy.size.width * fraction, height: ProgressBar.height)
                }
            }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
