import Testing
@testable import PanelBase
@testable import PanelRender

@Suite struct AffineLayerSamplerTests {
    private func opaque(width: Int, height: Int, color: PixelColor = .black) -> Surface {
        let layer = Surface(width: width, height: height)
        layer.clear(to: color)
        return layer
    }

    private func rotation(degrees: Double) -> FixedAffineTransform {
        let r = degrees * Double.pi / 180
        let (s, c) = PathTrigonometry.sinCos(radians: r)
        return FixedAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A 40×40 square turned 45° about its centre, drawn at (100, 100) on white.
    private func turnedSquare() -> Surface {
        let surface = Surface(width: 200, height: 200)
        surface.clear(to: .white)
        let map = rotation(degrees: 45)
        // The layer's centre (20, 20) lands on (100, 100): offset = centre − R·(20, 20).
        let centre = map.apply(FixedPoint(x: Fixed(20), y: Fixed(20)))
        let offset = FixedPoint(x: Fixed(100) - centre.x, y: Fixed(100) - centre.y)
        AffineLayerSampler().draw(opaque(width: 40, height: 40), on: surface, map: map, offset: offset, opacity: 255,
                                  clip: surface.bounds)
        return surface
    }

    @Test func aSquareTurned45DegreesStandsOnItsCorner() {
        let surface = turnedSquare()
        // Its corners lie 20·√2 ≈ 28.3 px from the centre along the axes; its sides cross
        // the diagonals at 20 px.
        #expect(surface[100, 100] == .black)
        #expect(surface[100, 75] == .black)                // inside, near the top corner
        #expect(surface[125, 100] == .black)               // inside, near the right corner
        #expect(surface[100, 66] == .white)                // beyond the top corner
        #expect(surface[134, 100] == .white)               // beyond the right corner
        // The unturned square's corner (80, 80) is outside the diamond.
        #expect(surface[81, 81] == .white)
        #expect(surface[88, 88] == .black)
        // A pixel the edge crosses is grey, not a staircase.
        let edge = surface[113, 114]
        #expect(edge.red > 40 && edge.red < 215)
    }

    @Test func drawingTheSameMapTwiceGivesTheSameBytes() {
        #expect(turnedSquare().hasSamePixels(as: turnedSquare()))
    }

    @Test func drawsOnlyInsideTheClip() {
        let surface = Surface(width: 200, height: 200)
        surface.clear(to: .white)
        let clip = PixelRect(x: 90, y: 90, width: 20, height: 20)
        AffineLayerSampler().draw(opaque(width: 200, height: 200), on: surface, map: rotation(degrees: 30),
                                  offset: FixedPoint(x: Fixed(100), y: Fixed(-50)), opacity: 255, clip: clip)
        for y in 0..<200 {
            for x in 0..<200 where !clip.contains(x: x, y: y) { if surface[x, y] != .white { Issue.record("drawn at \(x), \(y)") } }
        }
        #expect(surface[100, 100] == .black)
    }

    @Test func aShearSlantsTheLayer() {
        // x' = x + y/2: a 20×20 square's bottom row moves 10 px right.
        let surface = Surface(width: 80, height: 40)
        surface.clear(to: .white)
        let shear = FixedAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        AffineLayerSampler().draw(opaque(width: 20, height: 20), on: surface, map: shear, offset: FixedPoint(x: Fixed(10), y: Fixed(10)),
                                  opacity: 255, clip: surface.bounds)
        #expect(surface[12, 11] == .black)      // top-left, barely moved
        #expect(surface[12, 28] == .white)      // bottom-left moved away
        #expect(surface[37, 28] == .black)      // bottom-right moved in
        #expect(surface[37, 11] == .white)
    }

    @Test func spansCoverExactlyTheColumnsInRange() {
        for (start, step) in [(-500, 70), (900, -130), (5, 0), (-5, 0), (0, 1)] {
            let span = AffineLayerSampler.span(start: start, step: step, lower: 0, upper: 1000, count: 40)
            for i in 0..<40 {
                let value = start + i * step
                #expect(span.contains(i) == (value >= 0 && value < 1000), "start \(start) step \(step) column \(i)")
            }
        }
    }

    @Test func aMapThatFlattensDrawsNothing() {
        let surface = Surface(width: 20, height: 20)
        surface.clear(to: .white)
        let flat = FixedAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)
        AffineLayerSampler().draw(opaque(width: 10, height: 10), on: surface, map: flat, offset: .zero, opacity: 255, clip: surface.bounds)
        #expect(surface[5, 5] == .white)
    }
}
