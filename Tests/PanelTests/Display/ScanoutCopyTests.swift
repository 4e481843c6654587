import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct ScanoutCopyTests {
    /// A logical image whose every pixel is distinct.
    func numbered(width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height)
        for y in 0..<height { for x in 0..<width { s.row(y)[x] = 0xFF00_0000 | UInt32(y * 1000 + x) } }
        return s
    }

    /// Copies all of `shadow` and checks that each logical pixel lands where `transform`
    /// puts it.
    func expectEveryPixelLands(from shadow: Surface, transform: ScreenTransform) {
        let target = Surface(width: transform.physicalWidth, height: transform.physicalHeight)
        ScanoutCopy.copy(shadow.bounds, from: shadow, to: target, transform: transform)
        for y in 0..<shadow.height {
            for x in 0..<shadow.width {
                let p = transform.physicalPixel(logicalX: x, y: y)
                #expect(target.row(p.y)[p.x] == shadow.row(y)[x], "logical (\(x),\(y)) at \(transform.rotation)")
            }
        }
    }

    @Test(arguments: Rotation.allCases)
    func everyLogicalPixelLandsWhereTheTransformSays(rotation: Rotation) {
        let transform = ScreenTransform(physicalWidth: 7, physicalHeight: 5, rotation: rotation)
        expectEveryPixelLands(from: numbered(width: transform.logicalWidth, height: transform.logicalHeight), transform: transform)
    }

    @Test(arguments: Rotation.allCases)
    func aDamagedRectangleTouchesOnlyItsPhysicalImage(rotation: Rotation) {
        let transform = ScreenTransform(physicalWidth: 9, physicalHeight: 6, rotation: rotation)
        let shadow = numbered(width: transform.logicalWidth, height: transform.logicalHeight)
        let target = Surface(width: 9, height: 6)
        let damage = PixelRect(x: 1, y: 2, width: 3, height: 2)
        ScanoutCopy.copy(damage, from: shadow, to: target, transform: transform)
        let physical = transform.physical(fromLogical: damage)
        var written = 0
        for y in 0..<6 {
            for x in 0..<9 where target.row(y)[x] != 0 {
                #expect(physical.contains(x: x, y: y), "(\(x),\(y)) outside \(physical) at \(rotation)")
                written += 1
            }
        }
        #expect(written == damage.area)
    }

    @Test func damageOutsideTheScreenIsClipped() {
        let transform = ScreenTransform(physicalWidth: 4, physicalHeight: 4, rotation: .clockwise90)
        let shadow = numbered(width: 4, height: 4)
        let target = Surface(width: 4, height: 4)
        ScanoutCopy.copy(PixelRect(x: 2, y: 2, width: 100, height: 100), from: shadow, to: target, transform: transform)
        let p = transform.physicalPixel(logicalX: 3, y: 3)
        #expect(target.row(p.y)[p.x] == shadow.row(3)[3])
        let q = transform.physicalPixel(logicalX: 1, y: 1)
        #expect(target.row(q.y)[q.x] == 0)
    }
}

/// A shadow whose rows were reordered by a scroll still reaches the screen as the image it
/// shows, at every rotation.
@Suite struct ScanoutCopyOfRotatedRowsTests {
    @Test(arguments: Rotation.allCases)
    func aShadowWithMovedRowsLandsAsItsImage(rotation: Rotation) {
        let transform = ScreenTransform(physicalWidth: 8, physicalHeight: 6, rotation: rotation)
        let copies = ScanoutCopyTests()
        let shadow = copies.numbered(width: transform.logicalWidth, height: transform.logicalHeight)
        shadow.rotateRows(1..<shadow.height, by: 2)
        copies.expectEveryPixelLands(from: shadow, transform: transform)
    }
}
