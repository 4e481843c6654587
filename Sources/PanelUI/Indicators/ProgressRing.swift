import PanelBase

/// A ring track with an arc over it from the top, clockwise, for `fraction` of a turn.
struct ProgressRing: View {
    let fraction: Double
    let lineWidth: CGFloat
    var track = ProgressBar.track

    var body: some View {
        ZStack {
            Circle().stroke(track, lineWidth: lineWidth)
            ArcOutline(start: -0.25, end: -0.25 + fraction)
                .stroke(.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
        .padding(lineWidth / 2)
    }
}
