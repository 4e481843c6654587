import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct RoundedShapeTests {
    @Test func uniformRadiusClampsToHalfTheShorterSide() {
        let s = RoundedShape.roundedRectangle(FixedRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: Fixed(30))
        #expect(s.radii == CornerRadii(Fixed(5)))
    }

    @Test func oppositeRadiiNeverExceedTheSide() {
        let big = FixedSize(width: Fixed(30), height: Fixed(6))
        let s = RoundedShape(rect: FixedRect(x: 0, y: 0, width: 40, height: 20),
                             radii: CornerRadii(topLeft: big, topRight: FixedSize(width: Fixed(20), height: Fixed(6)),
                                                bottomRight: .zero, bottomLeft: .zero))
        #expect(s.radii.topLeft.width.raw + s.radii.topRight.width.raw <= Fixed(40).raw)
        // One common factor keeps each corner's shape.
        #expect(s.radii.topLeft.width.raw > s.radii.topRight.width.raw)
        #expect(s.radii.topLeft.height.raw < Fixed(6).raw)
    }

    @Test func negativeRadiiBecomeSquareCorners() {
        let s = RoundedShape.roundedRectangle(FixedRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: Fixed(-3))
        #expect(s.radii.isZero)
    }

    @Test func circleIsTheLargestCentredCircle() {
        let s = RoundedShape.circle(in: FixedRect(x: 10, y: 20, width: 50, height: 30))
        #expect(s.rect == FixedRect(x: 20, y: 20, width: 30, height: 30))
        #expect(s.radii == CornerRadii(Fixed(15)))
    }

    @Test func capsuleAndEllipseRadii() {
        let rect = FixedRect(x: 0, y: 0, width: 50, height: 30)
        #expect(RoundedShape.capsule(in: rect).radii == CornerRadii(Fixed(15)))
        #expect(RoundedShape.ellipse(in: rect).radii == CornerRadii(FixedSize(width: Fixed(25), height: Fixed(15))))
    }

    @Test func outsetGrowsRoundCornersAndKeepsSquareOnes() {
        let s = RoundedShape(rect: FixedRect(x: 10, y: 10, width: 20, height: 20),
                             radii: CornerRadii(topLeft: FixedSize(width: Fixed(4), height: Fixed(4)), topRight: .zero, bottomRight: .zero, bottomLeft: .zero))
        let grown = s.outset(by: Fixed(2))
        #expect(grown.rect == FixedRect(x: 8, y: 8, width: 24, height: 24))
        #expect(grown.radii.topLeft == FixedSize(width: Fixed(6), height: Fixed(6)))
        #expect(grown.radii.topRight == .zero)
        let shrunk = s.outset(by: Fixed(-5))
        #expect(shrunk.radii.topLeft == .zero)
    }

    @Test func negativeSizeIsEmpty() {
        #expect(RoundedShape.rectangle(FixedRect(x: 0, y: 0, width: -5, height: 10)).isEmpty)
    }

    @Test func containsAgreesWithTheRasterizer() {
        // Pixels the rasterizer covers fully have their centre inside; pixels it leaves
        // empty have it outside (corners, circles and ellipses at sub-pixel offsets).
        let rect = FixedRect(x: Fixed(raw: 3 * 64 + 13), y: Fixed(raw: 2 * 64 + 50), width: Fixed(raw: 41 * 64 + 7), height: Fixed(raw: 29 * 64 + 33))
        let shapes: [RoundedShape] = [
            .roundedRectangle(rect, cornerRadius: Fixed(9)), .circle(in: rect), .ellipse(in: rect), .capsule(in: rect),
            RoundedShape(rect: rect, radii: CornerRadii(topLeft: FixedSize(width: Fixed(20), height: Fixed(6)), topRight: .zero,
                                                        bottomRight: FixedSize(width: Fixed(3), height: Fixed(12)),
                                                        bottomLeft: FixedSize(width: Fixed(7), height: Fixed(7)))),
        ]
        for shape in shapes {
            let surface = Surface(width: 50, height: 36)
            RasterCanvas(surface: surface).fill(shape, color: .white)
            var disagreements: [String] = []
            for y in 0..<surface.height {
                for x in 0..<surface.width {
                    let alpha = surface[x, y].alpha
                    guard alpha == 0 || alpha == 255 else { continue }
                    let centre = FixedPoint(x: Fixed(raw: x * 64 + 32), y: Fixed(raw: y * 64 + 32))
                    if shape.contains(centre) != (alpha == 255) { disagreements.append("(\(x), \(y)) alpha \(alpha)") }
                }
            }
            #expect(disagreements.isEmpty, "\(shape): \(disagreements.prefix(5))")
        }
    }

    @Test func containsUsesTheCornerEllipses() {
        let circle = RoundedShape.circle(in: FixedRect(x: 0, y: 0, width: 40, height: 40))
        #expect(circle.contains(FixedPoint(x: Fixed(20), y: Fixed(20))))
        #expect(circle.contains(FixedPoint(x: Fixed(20), y: Fixed(0))))
        #expect(circle.contains(FixedPoint(x: Fixed(0), y: Fixed(20))))
        #expect(!circle.contains(FixedPoint(x: Fixed(40), y: Fixed(20))), "the right edge is outside, as a rectangle's")
        #expect(!circle.contains(FixedPoint(x: Fixed(2), y: Fixed(2))))
        // Along the diagonal the edge is at 20 − 20/√2 ≈ 5.86 px.
        #expect(!circle.contains(FixedPoint(x: Fixed(5.8), y: Fixed(5.8))))
        #expect(circle.contains(FixedPoint(x: Fixed(5.9), y: Fixed(5.9))))
        let square = RoundedShape.rectangle(FixedRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(FixedPoint(x: Fixed(0), y: Fixed(0))))
        #expect(!square.contains(FixedPoint(x: Fixed(10), y: Fixed(5))))
    }
}
