import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Golden images of the raster layer: every primitive filled and stroked at several sizes,
/// radii, line widths and sub-pixel offsets; shadows; group opacity; scaled layers.
/// `make golden` rewrites them.
@Suite struct RasterGoldenTests {
    static let background = PixelColor(red: 236, green: 238, blue: 242)
    static let ink = PixelColor(red: 20, green: 90, blue: 200)
    static let translucent = PixelColor(red: 220, green: 60, blue: 40, alpha: 150)

    /// The primitives, each made to fit a cell.
    static let shapes: [@Sendable (FixedRect) -> RoundedShape] = [
        { .rectangle($0) },
        { .roundedRectangle($0, cornerRadius: Fixed(raw: 6 * 64 + 24)) },
        { RoundedShape(rect: $0, radii: CornerRadii(topLeft: FixedSize(width: Fixed(14), height: Fixed(6)), topRight: .zero,
                                                    bottomRight: FixedSize(width: Fixed(4), height: Fixed(4)),
                                                    bottomLeft: FixedSize(width: Fixed(raw: 150), height: Fixed(raw: 500)))) },
        { .circle(in: $0) },
        { .ellipse(in: $0) },
        { .capsule(in: $0) },
    ]
    static let offsets = [0, 13, 32, 50]

    /// A grid: a row per primitive, a column per (size, sub-pixel offset).
    func grid(stroke lineWidth: Fixed?) -> Surface {
        let sizes: [(Int, Int)] = [(9 * 64 + 20, 7 * 64), (30 * 64, 19 * 64 + 40), (46 * 64 + 8, 30 * 64)]
        let cellWidth = 56, cellHeight = 40
        let surface = Surface(width: cellWidth * sizes.count * Self.offsets.count, height: cellHeight * Self.shapes.count)
        surface.clear(to: Self.background)
        let canvas = RasterCanvas(surface: surface)
        for (row, make) in Self.shapes.enumerated() {
            for (s, size) in sizes.enumerated() {
                for (o, offset) in Self.offsets.enumerated() {
                    let column = s * Self.offsets.count + o
                    let rect = FixedRect(x: Fixed(raw: (column * cellWidth + 4) * 64 + offset), y: Fixed(raw: (row * cellHeight + 4) * 64 + (63 - offset)),
                                         width: Fixed(raw: size.0), height: Fixed(raw: size.1))
                    if let lineWidth {
                        canvas.stroke(make(rect), lineWidth: lineWidth, color: Self.ink)
                        canvas.stroke(make(rect), lineWidth: Fixed(raw: lineWidth.raw / 2), color: Self.translucent)
                    } else {
                        canvas.fill(make(rect), color: Self.ink)
                        canvas.fill(make(rect.insetBy(dx: Fixed(raw: 96), dy: Fixed(raw: 96))), color: Self.translucent)
                    }
                }
            }
        }
        return surface
    }

    @Test func fills() {
        expectGolden(grid(stroke: nil), named: "raster-fills")
    }

    @Test(arguments: [Fixed(raw: 32), Fixed(1), Fixed(3), Fixed(10)])
    func strokes(lineWidth: Fixed) {
        expectGolden(grid(stroke: lineWidth), named: "raster-strokes-\(lineWidth.raw)")
    }

    @Test func shadows() {
        let surface = Surface(width: 350, height: 130)
        surface.clear(to: Self.background)
        let canvas = RasterCanvas(surface: surface)
        let cache = ShadowMaskCache()
        let shadow = PixelColor(red: 0, green: 0, blue: 0, alpha: 85)
        for (i, radius) in [Fixed(0), Fixed(2), Fixed(raw: 6 * 64 + 20), Fixed(12)].enumerated() {
            let button = RoundedShape.roundedRectangle(FixedRect(x: Fixed(raw: (10 + i * 72) * 64 + i * 13), y: Fixed(raw: 20 * 64 + 40),
                                                                 width: Fixed(56), height: Fixed(30)), cornerRadius: Fixed(10))
            canvas.drawShadow(of: button, color: shadow, radius: radius, offset: FixedPoint(x: Fixed(0), y: Fixed(raw: 3 * 64 + 16)), cache: cache)
            canvas.fill(button, color: .white)
            let knob = RoundedShape.circle(in: FixedRect(x: Fixed(raw: (20 + i * 72) * 64 + 30), y: Fixed(80), width: Fixed(28), height: Fixed(28)))
            canvas.drawShadow(of: knob, color: PixelColor(red: 0, green: 40, blue: 120, alpha: 110), radius: radius, offset: FixedPoint(x: Fixed(2), y: Fixed(2)), cache: cache)
            canvas.fill(knob, color: .white)
        }
        // A group's shadow: the blurred alpha of two shapes drawn into a layer.
        let group = Surface(width: 40, height: 30)
        let groupCanvas = RasterCanvas(surface: group)
        groupCanvas.fill(.capsule(in: FixedRect(x: 0, y: 0, width: 40, height: 14)), color: Self.ink)
        groupCanvas.fill(.circle(in: FixedRect(x: 12, y: 12, width: 18, height: 18)), color: Self.translucent)
        canvas.draw(blurredAlphaMask(of: group, radius: Fixed(5)), at: (x: 302, y: 84), color: shadow)
        canvas.composite(group, at: (x: 300, y: 80))
        expectGolden(surface, named: "raster-shadows")
    }

    @Test func layers() {
        let group = Surface(width: 60, height: 40)
        let groupCanvas = RasterCanvas(surface: group)
        groupCanvas.fill(.roundedRectangle(FixedRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: Fixed(8)), color: Self.ink)
        groupCanvas.fill(.circle(in: FixedRect(x: 20, y: 0, width: 40, height: 40)), color: PixelColor(red: 240, green: 170, blue: 20))
        groupCanvas.stroke(.circle(in: FixedRect(x: 20, y: 0, width: 40, height: 40)), lineWidth: Fixed(2), color: .black)

        let surface = Surface(width: 330, height: 120)
        surface.clear(to: Self.background)
        let canvas = RasterCanvas(surface: surface)
        canvas.fill(PixelRect(x: 0, y: 55, width: 330, height: 10), color: PixelColor(red: 120, green: 120, blue: 120))
        canvas.composite(group, at: (x: 5, y: 10))                                    // plain
        canvas.composite(group, at: (x: 70, y: 10), opacity: 128)                     // .compositingGroup().opacity(0.5)
        canvas.composite(group, at: FixedPoint(x: Fixed(raw: 135 * 64 + 21), y: Fixed(raw: 10 * 64 + 45)))  // sub-pixel origin
        let centre = FixedPoint(x: Fixed(30), y: Fixed(20))
        canvas.composite(group, at: FixedPoint(x: Fixed(200), y: Fixed(10)), scale: Fixed(raw: 51), anchor: centre)      // .scaleEffect(0.8)
        canvas.composite(group, at: FixedPoint(x: Fixed(265), y: Fixed(10)), scale: Fixed(raw: 83), anchor: centre, opacity: 200)
        canvas.composite(group, at: FixedPoint(x: Fixed(raw: 20 * 64 + 7), y: Fixed(70)), scale: Fixed(raw: 19), anchor: .zero)
        canvas.withClip(PixelRect(x: 100, y: 70, width: 100, height: 30)) {
            canvas.composite(group, at: FixedPoint(x: Fixed(80), y: Fixed(65)), scale: Fixed(raw: 100), anchor: .zero, opacity: 180)
        }
        expectGolden(surface, named: "raster-layers")
    }
}
