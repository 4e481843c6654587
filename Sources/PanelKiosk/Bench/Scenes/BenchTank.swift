import Glibc
import Panel

/// A tank of water with a wave rolling on its surface for ever.
struct BenchTank: View {
    @State private var phase = 0.0

    var body: some View {
        ZStack {
            BenchWave(level: 0.62, phase: phase + Double.pi)
                .fill(Color(red: 0.2, green: 0.45, blue: 0.75))
            BenchWave(level: 0.62, phase: phase)
                .fill(Color(red: 0.25, green: 0.65, blue: 0.95))
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color(white: 0.7), lineWidth: 2)
        }
        .onAppear {
            withAnimation(.linear(duration: 2.4).repeatForever(autoreverses: false)) { phase = 2 * Double.pi }
        }
    }
}

/// Water up to `level` of the rectangle, its surface a travelling wave.
struct BenchWave: Shape {
    var level: Double
    var phase: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, phase) }
        set {
            level = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let surface = rect.maxY - rect.height * level
        let steps = max(8, Int((rect.width / 4).rounded(.up)))
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            path.addLine(to: CGPoint(x: rect.minX + rect.width * fraction,
                                     y: surface + 4 * sin(phase + 3 * Double.pi * fraction)))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
