import Foundation
import Testing
import Panel
import SwiftUI

// Strokes, fills, trims, insettable shapes and shape transforms as apps write them.

struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .rotation(.degrees(-90))
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
        }
        .frame(width: 100, height: 100)
        .padding(10)
    }
}

/// A ticket: a rectangle with a semicircle cut out of each side, insettable so that
/// `strokeBorder` draws inside it.
struct Ticket: InsettableShape {
    var notchRadius: CGFloat = 10
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        // The notches keep their centres on the outer edge: inset, they grow.
        let notch = notchRadius + insetAmount
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX + insetAmount, y: rect.midY), radius: notch,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX - insetAmount, y: rect.midY), radius: notch,
                    startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var ticket = self
        ticket.insetAmount += amount
        return ticket
    }
}

/// A ring: two circles filled with the even-odd rule.
struct Ring: Shape {
    var thickness: CGFloat
    func path(in rect: CGRect) -> Path {
        var path = Path(ellipseIn: rect)
        path.addEllipse(in: rect.insetBy(dx: thickness, dy: thickness))
        return path
    }
}

private let ticketRect = CGRect(x: 0, y: 0, width: 160, height: 80)

@MainActor
@Suite struct ShapeStyleCompatTests {
    @Test func aTrimmedRingRotatedAQuarterStartsAtTwelveOClock() {
        let screen = CompatScreen(ProgressRing(progress: 0.25), width: 120, height: 120)
        // The track is grey everywhere; the quarter from 12 to 3 o'clock is green.
        #expect(screen.pixel(95, 24, is: .green))
        #expect(screen.pixel(110, 60, is: .green))    // 3 o'clock, inside the round cap
        #expect(!screen.pixel(60, 110, is: .green))   // 6 o'clock: track only
        #expect(!screen.isBlank(60, 110))
        #expect(!screen.pixel(17, 25, is: .green))    // upper left: track only
        #expect(screen.isBlank(60, 60))
        let half = CompatScreen(ProgressRing(progress: 0.5), width: 120, height: 120)
        #expect(half.pixel(60, 110, is: .green))
        #expect(!half.pixel(10, 60, is: .green))
    }

    @Test func trimmedPathsKeepTheRightPart() {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
        }
        #expect(line.trimmedPath(from: 0.25, to: 0.75).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0))
        let screen = CompatScreen(Rectangle().trim(from: 0, to: 0.5).fill(Color.red).frame(width: 100, height: 100)
            .frame(width: 100, height: 100, alignment: .topLeading), width: 100, height: 100)
        // Half of a square's outline, from its top-left, filled: the triangle above the
        // diagonal from the top-left to the bottom-right.
        #expect(screen.pixel(80, 20, is: .red))
        #expect(screen.isBlank(20, 80))
    }

    @Test func dashedRoundStrokesLeaveGaps() {
        let screen = CompatScreen(
            Path { path in
                path.move(to: CGPoint(x: 10, y: 20))
                path.addLine(to: CGPoint(x: 190, y: 20))
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 6, lineCap: .butt, lineJoin: .miter, dash: [20, 10])),
            width: 200, height: 40)
        #expect(screen.pixel(20, 20, is: .black))     // the first dash, 10…30
        #expect(screen.isBlank(35, 20))               // the gap, 30…40
        #expect(screen.pixel(45, 20, is: .black))     // the second dash, 40…60
        #expect(screen.isBlank(20, 26))
        let phased = CompatScreen(
            Path { path in
                path.move(to: CGPoint(x: 10, y: 20))
                path.addLine(to: CGPoint(x: 190, y: 20))
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 6, dash: [20, 10], dashPhase: 10)),
            width: 200, height: 40)
        #expect(phased.isBlank(25, 20))               // the phase moves the gap to 20…30
        #expect(phased.pixel(15, 20, is: .black))
    }

    @Test func strokeBorderDrawsInsideTheFrameWhereStrokeStraddlesIt() {
        let border = CompatScreen(Circle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 100, height: 100),
                                  width: 100, height: 100)
        let stroke = CompatScreen(Circle().stroke(Color.blue, lineWidth: 10).frame(width: 90, height: 90).padding(5), width: 100, height: 100)
        #expect(border.pixel(1, 50, is: .blue))
        #expect(border.pixel(8, 50, is: .blue))
        #expect(border.isBlank(12, 50))
        #expect(border.isBlank(50, 50))
        // A stroke on a 90-wide circle at 5…95 covers 0…10 too: the same ring.
        #expect(stroke.surface[8, 50] == border.surface[8, 50])
        let ticket = CompatScreen(Ticket().strokeBorder(Color.purple, lineWidth: 6).frame(width: 160, height: 80),
                                  width: 160, height: 80)
        #expect(ticket.pixel(80, 1, is: .purple))
        #expect(ticket.pixel(80, 78, is: .purple))
        #expect(ticket.isBlank(80, 40))
        #expect(ticket.isBlank(1, 40))                // the notch
        #expect(ticket.pixel(1, 2, is: .purple))
    }

    @Test func anInsettableShapeInsetsItsPath() {
        let inset = Ticket().inset(by: 10).path(in: ticketRect)
        #expect(inset.boundingRect.minY == 10)
        #expect(inset.boundingRect.maxY == 70)
        #expect(!inset.contains(CGPoint(x: 15, y: 40)))    // the notch grows by the inset
        #expect(inset.contains(CGPoint(x: 80, y: 40)))
        #expect(Ticket().path(in: ticketRect).contains(CGPoint(x: 15, y: 40)))
    }

    @Test func gradientFillsRunFromTheirStartToTheirEnd() {
        let screen = CompatScreen(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 100),
            width: 100, height: 100)
        let top = screen[50, 2], bottom = screen[50, 97]
        #expect(top.red > 200 && top.blue < top.red / 2)
        #expect(bottom.blue > 200 && bottom.red < bottom.blue / 2)
        #expect(screen.isBlank(0, 0))
        let radial = CompatScreen(
            Circle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
                .frame(width: 100, height: 100),
            width: 100, height: 100)
        #expect(radial[50, 50].red > 240)
        #expect(radial[50, 95].red < 40)
        let styled = CompatScreen(
            Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.green, .yellow]), startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 20),
            width: 100, height: 20)
        #expect(styled[2, 10].red < styled[97, 10].red)
        // A colour's own gradient: lighter at the top, the colour itself at the bottom.
        let soft = CompatScreen(Rectangle().fill(Color.blue.gradient).frame(width: 20, height: 100), width: 20, height: 100)
        #expect(soft[10, 1].red > soft[10, 98].red && soft[10, 1].green > soft[10, 98].green)
        let softBottom = soft[10, 99], blue = Color.blue.pixelColor
        #expect(abs(Int(softBottom.red) - Int(blue.red)) <= 3 && abs(Int(softBottom.green) - Int(blue.green)) <= 3)
    }

    @Test func theEvenOddRuleLeavesTheRingsMiddleOpen() {
        let evenOdd = CompatScreen(Ring(thickness: 20).fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100),
                                   width: 100, height: 100)
        #expect(evenOdd.isBlank(50, 50))
        #expect(evenOdd.pixel(50, 10, is: .red))
        let winding = CompatScreen(Ring(thickness: 20).fill(Color.red).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(winding.pixel(50, 50, is: .red))
        let ring = Ring(thickness: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 10), eoFill: true))
    }

    @Test func shapeRotationOffsetScaleAndTransform() {
        let diamond = CompatScreen(Rectangle().rotation(.degrees(45)).fill(Color.blue).frame(width: 70, height: 70)
            .frame(width: 100, height: 100), width: 100, height: 100)
        #expect(diamond.pixel(50, 50, is: .blue))
        #expect(diamond.pixel(50, 5, is: .blue))      // a corner turned to the top (50 − 49.5)
        #expect(diamond.isBlank(17, 17))              // where the square's corner was
        let moved = CompatScreen(Circle().offset(x: 30, y: 0).fill(Color.blue).frame(width: 40, height: 40)
            .frame(width: 100, height: 40, alignment: .leading), width: 100, height: 40)
        #expect(moved.isBlank(20, 20))
        #expect(moved.pixel(50, 20, is: .blue))
        let half = CompatScreen(Rectangle().scale(0.5).fill(Color.blue).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(half.isBlank(10, 10))
        #expect(half.pixel(30, 30, is: .blue))
        #expect(half.isBlank(80, 50))
        let wide = CompatScreen(Rectangle().scale(x: 1, y: 0.5, anchor: .top).fill(Color.blue).frame(width: 100, height: 100),
                                width: 100, height: 100)
        #expect(wide.pixel(50, 40, is: .blue))
        #expect(wide.isBlank(50, 60))
        let sheared = CompatScreen(Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .fill(Color.blue).frame(width: 50, height: 50).frame(width: 100, height: 50, alignment: .leading),
            width: 100, height: 50)
        #expect(sheared.isBlank(5, 45))               // x + y/2 leaves the lower left empty
        #expect(sheared.pixel(70, 45, is: .blue))
        #expect(sheared.pixel(5, 2, is: .blue))
    }

    @Test func pathConvenienceInitialisers() {
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20, style: .circular)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)))
        #expect(rounded.contains(CGPoint(x: 20, y: 2)))
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 60))
        let sized = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 30, height: 10))
        #expect(!sized.contains(CGPoint(x: 5, y: 1)))
        #expect(sized.contains(CGPoint(x: 5, y: 12)))
        let ellipse = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(ellipse.contains(CGPoint(x: 50, y: 30)))
        #expect(!ellipse.contains(CGPoint(x: 12, y: 12)))
        #expect(ellipse.boundingRect == CGRect(x: 10, y: 10, width: 80, height: 40))
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.contains(CGPoint(x: 5, y: 5)))
        #expect(!rect.isEmpty && Path().isEmpty)
    }
}
