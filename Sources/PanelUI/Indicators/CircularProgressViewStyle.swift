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

/// A ring track with an arc over it from the top, clockwise, for `fraction` of a turn.
struct ProgressRing: View {
    let fraction: Double
    let lineWidth: CGFloat
    var tint = Color.accentColor
    var track = ProgressBar.track

    var body: some View {
        ZStack {
            Circle().stroke(track, lineWidth: lineWidth)
            ArcOutline(start: -0.25, end: -0.25 + fraction)
                .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
        .padding(lineWidth / 2)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
