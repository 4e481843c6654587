import Testing
@testable import PanelBase

@Suite struct FixedAffineTransformTests {
    private func point(_ x: Double, _ y: Double) -> FixedPoint { FixedPoint(x: Fixed(x), y: Fixed(y)) }

    @Test func mapsPointsAsCoreGraphicsDoes() {
        // (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
        let t = FixedAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 10, ty: -4)
        #expect(t.apply(point(1, 2)) == point(2 - 2 + 10, 0.5 + 6 - 4))
        #expect(FixedAffineTransform.identity.apply(point(7.25, -3.5)) == point(7.25, -3.5))
    }

    @Test func aRectangleMapsToTheBoxOfItsCorners() {
        // A quarter turn clockwise: (x, y) ↦ (−y, x).
        let quarter = FixedAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let box = quarter.apply(FixedRect(x: 10, y: 20, width: 30, height: 40))
        #expect(box == FixedRect(x: -60, y: 10, width: 40, height: 30))
    }

    @Test func placingAtAnOriginKeepsThatOriginWhereItIs() {
        let scale = FixedAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0).placed(at: point(100, 50))
        #expect(scale.apply(point(100, 50)) == point(100, 50))
        #expect(scale.apply(point(110, 50)) == point(120, 50))
    }

    @Test func concatenatingAppliesTheFirstThenTheSecond() {
        let move = FixedAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0)
        let double = FixedAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(move.concatenating(double).apply(point(1, 1)) == point(12, 2))
        #expect(double.concatenating(move).apply(point(1, 1)) == point(7, 2))
    }

    @Test func theInverseUndoesTheMapAndAFlatMapHasNone() throws {
        let shear = FixedAffineTransform(a: 1, b: 0.25, c: 0.5, d: 1.5, tx: 30, ty: -12)
        let inverse = try #require(shear.inverted())
        for p in [point(0, 0), point(17.5, -3), point(200, 120)] {
            let back = inverse.apply(shear.apply(p))
            #expect(abs(back.x.raw - p.x.raw) <= 1 && abs(back.y.raw - p.y.raw) <= 1)
        }
        #expect(FixedAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func coefficientsFromOutsideAreClampedAndNaNIsTheIdentity() {
        let wild = FixedAffineTransform(a: .nan, b: .infinity, c: -1e300, d: .nan, tx: .nan, ty: 1e300)
        #expect(wild.a == FixedAffineTransform.one && wild.d == FixedAffineTransform.one)
        #expect(wild.b == FixedAffineTransform.coefficientLimit && wild.c == -FixedAffineTransform.coefficientLimit)
        // Far points wrap rather than trap.
        _ = wild.apply(FixedPoint(x: Fixed(raw: 1 << 40), y: Fixed(raw: -(1 << 40))))
    }
}
