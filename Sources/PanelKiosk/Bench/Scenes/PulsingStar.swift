import Glibc
import Panel

/// A five-pointed star whose points grow and shrink for ever, each star at its own pace.
struct PulsingStar: View {
    let index: Int
    @State private var pulsed = false
    static let colours: [Color] = [
        Color(red: 0.95, green: 0.75, blue: 0.3), Color(red: 0.4, green: 0.8, blue: 0.5), Color(red: 0.45, green: 0.65, blue: 0.95),
        Color(red: 0.9, green: 0.45, blue: 0.6), Color(red: 0.7, green: 0.55, blue: 0.95),
    ]

    var body: some View {
        BenchStar(innerRatio: pulsed ? 0.7 : 0.35)
            .fill(PulsingStar.colours[index % PulsingStar.colours.count])
            .aspectRatio(1, contentMode: .fit)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.6 + Double(index % 7) * 0.1).repeatForever(autoreverses: true)) { pulsed = true }
            }
    }
}

/// A star with five points; its inner corners at `innerRatio` of the outer radius.
struct BenchStar: Shape {
    var innerRatio: Double
    var animatableData: Double {
        get { innerRatio }
        set { innerRatio = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let outer = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        for corner in 0..<10 {
            let radius = corner % 2 == 0 ? outer : outer * innerRatio
            let angle = -Double.pi / 2 + Double(corner) * Double.pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
