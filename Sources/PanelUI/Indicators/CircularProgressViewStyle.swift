import PanelBase

/// A circle: a turning spinner while the progress is not known; otherwise a ring filled
/// clockwise from the top (Panel draws the known progress, as macOS does; iOS shows the
/// spinner either way). The label sits below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(fraction: fraction, lineWidth: 3)
                    .frame(width: ProgressSpinner.diameter, height: ProgressSpinner.diameter)
            } else {
                ProgressSpinner()
            }
            configuration.label
                .foregroundColor(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
