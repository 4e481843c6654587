import Testing
@testable import PanelBase
@testable import PanelRender

/// A scroll across the whole width reorders a surface's rows instead of moving pixels:
/// every way of reading the surface must see the moved image.
@Suite struct SurfaceRowRotationTests {
    /// A surface whose every pixel says where it is.
    func numbered(width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height)
        for y in 0..<height { for x in 0..<width { s.row(y)[x] = UInt32(y * 1000 + x) } }
        return s
    }

    @Test(arguments: [3, -3, 1, -5, 9, -9])
    func rotatedRowsShowTheRowsTheyMovedFrom(dy: Int) {
        let s = numbered(width: 6, height: 12)
        s.rotateRows(2..<12, by: dy)
        #expect(!s.rowsAreInOrder)
        for y in 0..<2 { #expect(s[0, y].argb == UInt32(y * 1000), "row \(y) outside the range moved") }
        for y in 2..<12 where (2..<12).contains(y - dy) {
            for x in 0..<6 { #expect(s[x, y].argb == UInt32((y - dy) * 1000 + x), "row \(y) after a rotation by \(dy)") }
        }
        // Every row keeps memory of its own: the ten row starts are ten different rows.
        #expect(Set((0..<12).map { s.row($0) }).count == 12)
    }

    @Test func aVerticalShiftAcrossTheWidthMatchesMovingThePixels() {
        let rotated = numbered(width: 8, height: 20), moved = numbered(width: 8, height: 20)
        let shift = PixelShift(rect: PixelRect(x: 0, y: 3, width: 8, height: 14), dx: 0, dy: -4)
        rotated.apply(shift)
        // The same shift done by hand, pixel by pixel.
        for y in 3..<13 { for x in 0..<8 { moved.row(y)[x] = UInt32((y + 4) * 1000 + x) } }
        #expect(!rotated.rowsAreInOrder)
        let exposed = shift.exposed
        for y in 0..<20 {
            for x in 0..<8 where !exposed.contains(where: { $0.contains(x: x, y: y) }) {
                #expect(rotated[x, y] == moved[x, y], "(\(x),\(y))")
            }
        }
    }

    @Test func aShiftNarrowerThanTheSurfaceMovesPixelsAndKeepsRowsInOrder() {
        let s = numbered(width: 8, height: 10)
        s.apply(PixelShift(rect: PixelRect(x: 1, y: 0, width: 7, height: 10), dx: 0, dy: 2))
        #expect(s.rowsAreInOrder)
        #expect(s[3, 5].argb == UInt32(3 * 1000 + 3))
        #expect(s[0, 5].argb == UInt32(5 * 1000), "the column outside the rectangle stays")
    }

    @Test(arguments: [PixelRect(x: 0, y: 0, width: 9, height: 16), PixelRect(x: 0, y: 5, width: 9, height: 7),
                      PixelRect(x: 2, y: 1, width: 4, height: 12)])
    func copyingFromRotatedRowsCopiesTheImageTheyShow(rect: PixelRect) {
        let source = numbered(width: 9, height: 16)
        source.rotateRows(1..<15, by: 6)
        source.rotateRows(0..<10, by: -2)
        let target = Surface(width: 9, height: 16)
        target.copy(rect, from: source)
        for y in 0..<16 {
            for x in 0..<9 {
                let expected = rect.contains(x: x, y: y) ? source[x, y] : PixelColor(argb: 0)
                #expect(target[x, y] == expected, "(\(x),\(y)) copying \(rect)")
            }
        }
        // And back into a rotated surface.
        let rotatedTarget = Surface(width: 9, height: 16)
        rotatedTarget.rotateRows(3..<16, by: 5)
        rotatedTarget.copy(rect, from: source)
        for y in 0..<16 { for x in 0..<9 where rect.contains(x: x, y: y) { #expect(rotatedTarget[x, y] == source[x, y]) } }
        #expect(target.hasSamePixels(as: target))
    }

    @Test func aRotationByTheWholeRangeOrNothingChangesNothing() {
        let s = numbered(width: 3, height: 6)
        s.rotateRows(0..<6, by: 6)
        s.rotateRows(0..<6, by: 0)
        s.rotateRows(4..<5, by: 1)
        #expect(s.rowsAreInOrder)
        #expect(s.hasSamePixels(as: numbered(width: 3, height: 6)))
    }
}
