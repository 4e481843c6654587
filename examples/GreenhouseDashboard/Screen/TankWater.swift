import SwiftUI

/// The water in a tank: the rectangle filled from the bottom up to `level` (0 empty,
/// 1 full), its surface a wave that travels with `phase` (in radians: a whole turn moves
/// it by one wavelength).
struct TankWater: Shape {
    var level: Double
    var phase: Double
    /// The wave's height above and below the mean surface, in points.
    var amplitude: Double = 3
    /// How many waves span the tank's width.
    var waves: Double = 1.5

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, phase) }
        set {
            level = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let surface = rect.maxY - rect.height * min(max(level, 0), 1)
        // Straight pieces a few points long are as smooth as curves at this size.
        let steps = max(8, Int((rect.width / 4).rounded(.up)))
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            let angle = phase + 2 * Double.pi * waves * fraction
            path.addLine(to: CGPoint(x: rect.minX + rect.width * fraction, y: surface + amplitude * sin(angle)))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
