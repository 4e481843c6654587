import PanelBase

/// The indeterminate progress indicator: a quarter arc turning once a second over a faint
/// ring. It turns through a repeating animation started when it appears; the animation
/// belongs to its display-list entries, so once the spinner leaves the screen nothing
/// asks for frames any more.
struct ProgressSpinner: View {
    static let diameter: CGFloat = 24
    static let lineWidth: CGFloat = 3
    static let period = 1.0
    @State private var turned = false

    var body: some View {
        ZStack {
            Circle().stroke(ProgressBar.track, lineWidth: ProgressSpinner.lineWidth)
            ArcOutline(start: turned ? 1 : 0, end: (turned ? 1 : 0) + 0.25)
                .stroke(.tint, style: StrokeStyle(lineWidth: ProgressSpinner.lineWidth, lineCap: .round))
        }
        .padding(ProgressSpinner.lineWidth / 2)
        .frame(width: ProgressSpinner.diameter, height: ProgressSpinner.diameter)
        .onAppear {
            withAnimation(.linear(duration: ProgressSpinner.period).repeatForever(autoreverses: false)) { turned = true }
        }
    }
}
