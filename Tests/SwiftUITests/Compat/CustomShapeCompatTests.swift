import Foundation
import Testing
import Panel
import SwiftUI

// Custom shapes written as SwiftUI projects and tutorials write them.

struct Star: Shape {
    var points = 5
    var innerRadiusRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outerRadius = min(rect.width, rect.height) / 2
        let innerRadius = outerRadius * innerRadiusRatio
        let step = 180 / Double(points)
        var path = Path()
        for vertex in 0..<points * 2 {
            let radius = vertex.isMultiple(of: 2) ? outerRadius : innerRadius
            let angle = Angle.degrees(-90 + step * Double(vertex))
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle.radians)),
                                y: center.y + radius * CGFloat(sin(angle.radians)))
            if vertex == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

struct RegularPolygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let h = Double(min(rect.size.width, rect.size.height)) / 2.0
        let c = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)
        var path = Path()
        let extra: Int = sides != Double(Int(sides)) ? 1 : 0
        for i in 0..<Int(sides) + extra {
            let angle = (Double(i) * (360.0 / sides)) * Double.pi / 180
            let pt = CGPoint(x: c.x + CGFloat(cos(angle) * h), y: c.y + CGFloat(sin(angle) * h))
            if i == 0 {
                path.move(to: pt)
            } else {
                path.addLine(to: pt)
            }
        }
        path.closeSubpath()
        return path
    }
}

struct Wave: Shape {
    var amplitude: CGFloat
    var cycles: CGFloat
    var phase: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
                let angle = (x - rect.minX) / rect.width * cycles * 2 * .pi + phase
                path.addLine(to: CGPoint(x: x, y: rect.midY + amplitude * sin(angle)))
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.degrees, endAngle.degrees) }
        set {
            startAngle = .degrees(newValue.first)
            endAngle = .degrees(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.height / 4),
                      control1: CGPoint(x: rect.midX * 0.7, y: rect.height * 3 / 4),
                      control2: CGPoint(x: rect.minX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.width / 4, y: rect.height / 4), radius: rect.width / 4,
                    startAngle: .radians(.pi), endAngle: .radians(0), clockwise: false)
        path.addArc(center: CGPoint(x: rect.width * 3 / 4, y: rect.height / 4), radius: rect.width / 4,
                    startAngle: .radians(.pi), endAngle: .radians(0), clockwise: false)
        path.addCurve(to: CGPoint(x: rect.midX, y: rect.maxY),
                      control1: CGPoint(x: rect.maxX, y: rect.midY),
                      control2: CGPoint(x: rect.midX * 1.3, y: rect.height * 3 / 4))
        path.closeSubpath()
        return path
    }
}

/// A speech bubble: a rounded body whose corners come from tangent arcs, and a tail.
struct SpeechBubble: Shape {
    var cornerRadius: CGFloat = 12
    var tailHeight: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - tailHeight)
        var path = Path()
        path.move(to: CGPoint(x: body.minX + cornerRadius, y: body.minY))
        path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.maxY), radius: cornerRadius)
        path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.maxY), radius: cornerRadius)
        path.addLine(to: CGPoint(x: body.midX + tailHeight, y: body.maxY))
        path.addQuadCurve(to: CGPoint(x: body.midX, y: rect.maxY), control: CGPoint(x: body.midX + 2, y: body.maxY + 4))
        path.addLine(to: CGPoint(x: body.midX - tailHeight, y: body.maxY))
        path.addArc(tangent1End: CGPoint(x: body.minX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.minY), radius: cornerRadius)
        path.addArc(tangent1End: CGPoint(x: body.minX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.minY), radius: cornerRadius)
        path.closeSubpath()
        return path
    }
}

/// A gauge's track: three quarters of a circle drawn with a relative arc.
struct GaugeTrack: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                            startAngle: .degrees(135), delta: .degrees(270))
        return path
    }
}

private struct PieChart: View {
    @State private var sweep = 90.0
    var body: some View {
        PieSlice(startAngle: .degrees(0), endAngle: .degrees(sweep))
            .fill(Color.orange)
            .frame(width: 100, height: 100)
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { sweep = 270 }
            }
    }
}

private struct MorphingPolygon: View {
    @State private var sides = 3.0
    var body: some View {
        RegularPolygon(sides: sides)
            .fill(.blue)
            .frame(width: 100, height: 100)
            .animation(.easeInOut(duration: 1), value: sides)
            .onTapGesture { sides = 8 }
    }
}

@MainActor
@Suite struct CustomShapeCompatTests {
    @Test func aStarIsFilledAtItsCentreAndPointsButNotBetweenThem() {
        let screen = CompatScreen(Star(points: 5, innerRadiusRatio: 0.45).fill(Color.yellow).frame(width: 100, height: 100),
                                  width: 100, height: 100)
        #expect(screen.pixel(50, 52, is: .yellow))
        #expect(screen.pixel(50, 8, is: .yellow))     // the top point
        #expect(screen.isBlank(2, 2))
        #expect(screen.isBlank(97, 2))
        #expect(screen.isBlank(50, 97))               // between the two lower points
        #expect(screen.isBlank(20, 20))               // between the top and the upper-left point
    }

    @Test func aStarTakesTouchesOnlyInsideItsPath() {
        let star = Star().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(star.contains(CGPoint(x: 50, y: 50)))
        #expect(!star.contains(CGPoint(x: 3, y: 3)))
        #expect(!star.contains(CGPoint(x: 20, y: 20)))
        #expect(star.boundingRect.minY < 10 && star.boundingRect.maxY > 90)
    }

    @Test func aTriangleAndAnOctagonFromOnePolygonShape() {
        let triangle = RegularPolygon(sides: 3).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Corners at 0°, 120°, 240°: the left middle is outside, the right inside.
        #expect(!triangle.contains(CGPoint(x: 10, y: 50)))
        #expect(triangle.contains(CGPoint(x: 80, y: 50)))
        let octagon = RegularPolygon(sides: 8).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(octagon.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func aPolygonMorphsThroughItsAnimatableData() {
        let screen = CompatScreen(MorphingPolygon(), width: 100, height: 100)
        #expect(screen.isBlank(12, 50))
        screen.tap(80, 50)
        let start = screen.host.now
        screen.draw(at: start + 500_000_000)
        // Half way (5.5 sides), the left is covered by a corner at 196°.
        #expect(screen.pixel(12, 50, is: .blue))
        screen.draw(at: start + 2_000_000_000)
        #expect(screen.pixel(12, 50, is: .blue))
        #expect(screen.isBlank(2, 2))
    }

    @Test func aPieSliceAnimatesBothItsAnglesAsAPair() {
        let screen = CompatScreen(PieChart(), width: 100, height: 100)
        // 0°…90°: the lower right quarter (angles turn clockwise on the screen).
        #expect(screen.pixel(70, 70, is: .orange))
        #expect(screen.isBlank(30, 70))
        screen.tap(70, 70)
        let start = screen.host.now
        screen.draw(at: start + 500_000_000)
        // Half way, 0°…180°: the lower half, not yet the upper left.
        #expect(screen.pixel(30, 70, is: .orange))
        #expect(screen.isBlank(30, 30))
        screen.draw(at: start + 1_500_000_000)
        #expect(screen.pixel(30, 30, is: .orange))
        #expect(screen.isBlank(70, 30))
    }

    @Test func aWaveFillsBelowItsCrestAndMovesWithItsPhase() {
        let calm = CompatScreen(Wave(amplitude: 20, cycles: 1, phase: 0).fill(Color.blue).frame(width: 200, height: 100),
                                width: 200, height: 100)
        #expect(calm.pixel(100, 95, is: .blue))
        #expect(calm.isBlank(100, 5))
        // A quarter of the way the sine is 1: the crest is 20 below the middle.
        #expect(calm.isBlank(50, 65))
        #expect(calm.pixel(50, 75, is: .blue))
        // Three quarters: 20 above it.
        #expect(calm.pixel(150, 35, is: .blue))
        let shifted = CompatScreen(Wave(amplitude: 20, cycles: 1, phase: .pi).fill(Color.blue).frame(width: 200, height: 100),
                                   width: 200, height: 100)
        #expect(shifted.pixel(50, 35, is: .blue))
        #expect(shifted.isBlank(150, 65))
    }

    @Test func aHeartHasItsNotchAtTheTopAndItsPointAtTheBottom() {
        let screen = CompatScreen(Heart().fill(Color.red).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(screen.pixel(50, 50, is: .red))
        #expect(screen.pixel(25, 10, is: .red))       // the left lobe
        #expect(screen.isBlank(50, 3))                // the notch between the lobes
        #expect(screen.isBlank(5, 90))
        #expect(screen.isBlank(95, 90))
        let heart = Heart().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(heart.contains(CGPoint(x: 75, y: 20)))
        #expect(!heart.contains(CGPoint(x: 50, y: 2)))
    }

    @Test func tangentArcsRoundTheBubblesCorners() {
        let screen = CompatScreen(SpeechBubble().fill(Color.green).frame(width: 120, height: 80), width: 120, height: 80)
        #expect(screen.pixel(60, 30, is: .green))
        #expect(screen.isBlank(1, 1))                 // rounded away
        #expect(screen.pixel(12, 1, is: .green))      // where the top edge runs straight
        #expect(screen.pixel(60, 72, is: .green))     // the tail
        #expect(screen.isBlank(20, 75))               // beside the tail
        #expect(screen.isBlank(118, 66))
    }

    @Test func aRelativeArcLeavesTheGaugeOpenAtTheBottom() {
        let screen = CompatScreen(GaugeTrack().stroke(Color.gray, style: StrokeStyle(lineWidth: 10, lineCap: .butt))
            .frame(width: 100, height: 100).padding(10), width: 120, height: 120)
        #expect(screen.pixel(60, 10, is: .gray))       // the top of the arc
        #expect(screen.pixel(10, 60, is: .gray))       // its left
        #expect(screen.isBlank(60, 110))               // open at the bottom
        #expect(screen.isBlank(60, 60))
        let track = GaugeTrack().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let start = CGPoint(x: 50 + 50 * cos(Double.pi * 3 / 4), y: 50 + 50 * sin(Double.pi * 3 / 4))
        #expect(abs(track.boundingRect.maxY - start.y) < 0.5)
    }
}
