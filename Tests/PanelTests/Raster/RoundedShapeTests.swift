import Testing
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
}
