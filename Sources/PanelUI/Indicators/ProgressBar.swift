import PanelBase

/// The bar of a linear progress view or capacity gauge: a track and its filled part.
struct ProgressBar: View {
    static let height: CGFloat = 4
    static let track = Color(white: 0.88)
    let fraction: Double

    var body: some View {
        Capsule()
            .fill(ProgressBar.track)
            .frame(height: ProgressBar.height)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(.tint)
                        .frame(width: proxy.size.width * fraction, height: ProgressBar.height)
                }
            }
    }
}
