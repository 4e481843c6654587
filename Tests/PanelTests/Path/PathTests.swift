import Testing
@testable import PanelBase
@testable import PanelUI

@Suite struct PathTests {
    func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return Swift.abs(a.x - b.x) <= tolerance && Swift.abs(a.y - b.y) <= tolerance
    }

    @Test func buildingKeepsTheCurrentPoint() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 8), control: CGPoint(x: 9, y: 5))
        path.addCurve(to: CGPoint(x: 1, y: 8), control1: CGPoint(x: 4, y: 9), control2: CGPoint(x: 2, y: 9))
        #expect(path.currentPoint == CGPoint(x: 1, y: 8))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        var kinds: [String] = []
        path.forEach { element in
            switch element {
            case .move: kinds.append("m")
            case .line: kinds.append("l")
            case .quadCurve: kinds.append("q")
            case .curve: kinds.append("c")
            case .closeSubpath: kinds.append("z")
            }
        }
        #expect(kinds == ["m", "l", "q", "c", "z"])
        // Drawing on after a close starts a new subpath where the last one started.
        path.addLine(to: CGPoint(x: 3, y: 3))
        #expect(path.elements.suffix(2) == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 3))])
    }

    @Test func callbackInitAndLines() {
        let path = Path { p in
            p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3)])
        }
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 4, y: 3))])
    }

    @Test func rectangleRunsClockwiseOnScreenFromItsTopLeft() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
                                  .line(to: CGPoint(x: 10, y: 60)), .closeSubpath])
        #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        var two = Path()
        two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(two.elements.count == 10)
    }

    @Test func ellipseStartsAtThreeOClockAndTurnsDown() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        guard case .move(let start) = path.elements.first, case .curve(let quarter, _, _) = path.elements[1] else {
            Issue.record("not an ellipse: \(path.elements)")
            return
        }
        #expect(start == CGPoint(x: 100, y: 25))
        #expect(quarter == CGPoint(x: 50, y: 50))
        let bounds = path.boundingRect
        #expect(near(bounds.origin, .zero, 1e-9) && Swift.abs(bounds.width - 100) < 1e-9 && Swift.abs(bounds.height - 50) < 1e-9)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
    }

    @Test func roundedRectKeepsItsCornersOff() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(path.contains(CGPoint(x: 10, y: 30)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 60))
        let plain = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: .zero)
        #expect(plain == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func arcClockwiseIsMeantInYUpCoordinates() {
        // clockwise: false turns with increasing angles: clockwise on screen, through 6 o'clock.
        var down = Path()
        down.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        #expect(near(down.currentPoint, CGPoint(x: 40, y: 50)))
        #expect(down.boundingRect.maxY > 59.99 && down.boundingRect.minY > 49.99)
        // clockwise: true goes the other way, through 12 o'clock.
        var up = Path()
        up.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        #expect(up.boundingRect.minY < 40.01 && up.boundingRect.maxY < 50.01)
        // A whole turn stays whole; an arc after a point is joined by a line.
        var ring = Path()
        ring.move(to: .zero)
        ring.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        #expect(ring.elements[1] == .line(to: CGPoint(x: 60, y: 50)))
        #expect(Swift.abs(ring.boundingRect.width - 60) < 1e-6)
    }

    @Test func relativeArcTurnsByItsDelta() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-90))
        #expect(near(path.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, CGPoint(x: 0, y: 10)))
        #expect(near(path.currentPoint, CGPoint(x: 10, y: 0)))
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to the first tangent point, then a quarter circle ending on the second line.
        #expect(path.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(near(path.currentPoint, CGPoint(x: 100, y: 20), 0.05))
        // In a line: a line to the first point.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func transformsMoveEveryPoint() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: -2).boundingRect == CGRect(x: 5, y: -2, width: 10, height: 10))
        let turned = square.applying(CGAffineTransform(rotationAngle: Double.pi / 2))
        #expect(near(turned.boundingRect.origin, CGPoint(x: -10, y: 0)))
        var added = Path()
        added.addPath(square, transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(added.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func evenOddLeavesTheInnerRingOpen() {
        var path = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        #expect(!path.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(path.contains(CGPoint(x: 5, y: 15), eoFill: true))
    }

    @Test func trimmedPathTakesAFractionOfTheLength() {
        let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]) }
        let middle = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.elements.first == .move(to: CGPoint(x: 50, y: 0)))
        #expect(near(middle.currentPoint, CGPoint(x: 100, y: 50)))
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(line.trimmedPath(from: 0, to: 1) == line)
        // A circle's first half runs from 3 o'clock through 6 to 9.
        let half = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
        #expect(near(half.currentPoint, CGPoint(x: 0, y: 50), 0.2))
        #expect(half.boundingRect.minY > 49.9 && half.boundingRect.maxY > 99.9)
    }

    @Test func dashesCutTheLineIntoPieces() {
        let line = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0)]) }
        let dashed = line.dashed(StrokeStyle(lineWidth: 2, dash: [10, 5]))
        var moves = 0
        dashed.forEach { if case .move = $0 { moves += 1 } }
        #expect(moves == 7)
        let shifted = line.dashed(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 5))
        #expect(shifted.elements.first == .move(to: .zero))
        #expect(shifted.elements[1] == .line(to: CGPoint(x: 5, y: 0)))
    }

    @Test func strokedPathCoversTheLineAndNotBeyond() {
        let line = Path { $0.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10)]) }
        let butt = line.strokedPath(StrokeStyle(lineWidth: 8))
        #expect(butt.contains(CGPoint(x: 50, y: 13)))
        #expect(!butt.contains(CGPoint(x: 50, y: 15)))
        #expect(!butt.contains(CGPoint(x: 8, y: 10)))
        let square = line.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .square))
        #expect(square.contains(CGPoint(x: 8, y: 10)))
        #expect(Swift.abs(square.boundingRect.minX - 6) < 0.05)
    }

    @Test func affineTransformsConcatenateInOrder() {
        let move = CGAffineTransform(translationX: 10, y: 0), scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        let quarter = CGAffineTransform(rotationAngle: Double.pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(quarter) == CGPoint(x: 0, y: 1))
        let any = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: 5)
        #expect(near(CGPoint(x: 3, y: 7).applying(any).applying(any.inverted()), CGPoint(x: 3, y: 7), 1e-9))
        #expect(CGAffineTransform.identity.isIdentity && !move.isIdentity)
    }
}
