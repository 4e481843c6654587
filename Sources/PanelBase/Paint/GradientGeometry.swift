/// Where a gradient's colours lie over the rectangle it fills. Points are in the
/// rectangle's unit square in Q16 (65536 is the rectangle's width or height), so a
/// gradient moves and stretches with its shape; radial radii are in 1/64 px, as
/// SwiftUI's are in points.
public enum GradientGeometry: Hashable, Sendable {
    /// Colours change along the line from `start` to `end`, constant across it.
    case linear(startX: Int, startY: Int, endX: Int, endY: Int)
    /// Circles about the centre: `startRadius` has the first colour, `endRadius` the last.
    case radial(centerX: Int, centerY: Int, startRadius: Fixed, endRadius: Fixed)
    /// Ellipses about the centre whose radii are fractions (Q16) of half the rectangle's
    /// width and height.
    case elliptical(centerX: Int, centerY: Int, startFraction: Int, endFraction: Int)
    /// Around the centre, clockwise on screen from `startAngle` to `endAngle`, in Q16 turns
    /// (65536 is a whole turn; 0 points right).
    case angular(centerX: Int, centerY: Int, startAngle: Int, endAngle: Int)
}
