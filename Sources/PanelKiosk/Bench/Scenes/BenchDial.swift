import Glibc
import Panel

/// A round dial: a scale of 270° with a tick every 10°, and a needle swinging across it.
struct BenchDial: View {
    @State private var value = 0.0

    var body: some View {
        ZStack {
            DialScale()
                .stroke(Color(white: 0.75), style: StrokeStyle(lineWidth: 3, lineCap: .round))
            DialNeedle(value: value)
                .fill(Color(red: 0.95, green: 0.4, blue: 0.25))
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.5).repeatForever(autoreverses: true)) { value = 1 }
        }
    }

    /// Where a value from 0 to 1 points: from 135° round to 405° (y down, so clockwise).
    static func angle(of value: Double) -> Double { (135 + 270 * value) * Double.pi / 180 }
}

/// The dial's arc and ticks, one stroked path.
struct DialScale: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - 4
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(45), clockwise: false)
        for tick in 0...27 {
            let angle = BenchDial.angle(of: Double(tick) / 27)
            let inner = radius * (tick % 3 == 0 ? 0.8 : 0.88)
            path.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            path.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        return path
    }
}

/// A tapering needle from the dial's centre towards `value` on its scale.
struct DialNeedle: Shape {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let length = min(rect.width, rect.height) / 2 * 0.78
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let angle = BenchDial.angle(of: value)
        let across = angle + Double.pi / 2
        var path = Path()
        path.move(to: CGPoint(x: center.x + length * cos(angle), y: center.y + length * sin(angle)))
        path.addLine(to: CGPoint(x: center.x + 6 * cos(across), y: center.y + 6 * sin(across)))
        path.addLine(to: CGPoint(x: center.x - 12 * cos(angle), y: center.y - 12 * sin(angle)))
        path.addLine(to: CGPoint(x: center.x - 6 * cos(across), y: center.y - 6 * sin(across)))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: center.x - 8, y: center.y - 8, width: 16, height: 16))
        return path
    }
}
