import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Compares the rasterizer's coverage with a floating-point 16×16 supersampled reference
/// at every pixel, for every primitive, filled and stroked.
@Suite struct ShapeCoverageTests {
    /// The shape as plain numbers in pixels, for the floating-point reference.
    struct ReferenceShape {
        var x0, y0, x1, y1: Double
        // (rx, ry) for top-left, top-right, bottom-right, bottom-left.
        var radii: [(Double, Double)]

        init(_ shape: RoundedShape) {
            let r = shape.rect, c = shape.radii
            x0 = r.minX.doubleValue; y0 = r.minY.doubleValue
            x1 = r.maxX.doubleValue; y1 = r.maxY.doubleValue
            radii = [c.topLeft, c.topRight, c.bottomRight, c.bottomLeft].map { ($0.width.doubleValue, $0.height.doubleValue) }
        }

        /// Grown by `d` on every side; radii grow with it (square corners stay square when
        /// growing) and never go below zero.
        func outset(_ d: Double) -> ReferenceShape {
            var s = self
            s.x0 -= d; s.y0 -= d; s.x1 += d; s.y1 += d
            s.radii = radii.map { r in
                if d > 0 && (r.0 == 0 || r.1 == 0) { return r }
                return (max(0, r.0 + d), max(0, r.1 + d))
            }
            return s
        }

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

        func contains(_ x: Double, _ y: Double) -> Bool {
            guard y >= y0, y < y1, x >= x0, x < x1 else { return false }
            for corner in 0..<4 {
                let (rx, ry) = radii[corner]
                guard rx > 0, ry > 0 else { continue }
                let left = corner == 0 || corner == 3, top = corner < 2
                let cx = left ? x0 + rx : x1 - rx, cy = top ? y0 + ry : y1 - ry
                if (left ? x < cx : x > cx) && (top ? y < cy : y > cy) {
                    let u = (x - cx) / rx, v = (y - cy) / ry
                    return u * u + v * v <= 1
                }
            }
            return true
        }
    }

    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case rectangle, rounded, uneven, circle, ellipse, capsule
        var testDescription: String { rawValue }

        func shape(_ rect: FixedRect) -> RoundedShape {
            switch self {
            case .rectangle: .rectangle(rect)
            case .rounded: .roundedRectangle(rect, cornerRadius: Fixed(raw: 5 * 64 + 20))
            case .uneven:
                RoundedShape(rect: rect, radii: CornerRadii(
                    topLeft: FixedSize(width: Fixed(9), height: Fixed(4)), topRight: .zero,
                    bottomRight: FixedSize(width: Fixed(2), height: Fixed(2)),
                    bottomLeft: FixedSize(width: Fixed(raw: 200), height: Fixed(raw: 450))))
            case .circle: .circle(in: rect)
            case .ellipse: .ellipse(in: rect)
            case .capsule: .capsule(in: rect)
            }
        }
    }

    static let sizes: [(Int, Int)] = [(7 * 64 + 10, 5 * 64), (23 * 64 + 33, 17 * 64 + 5), (61 * 64, 40 * 64 + 50)]
    static let offsets: [(Int, Int)] = [(0, 0), (13, 50), (32, 32), (50, 13)]
    static let lineWidths: [Fixed?] = [nil, Fixed(raw: 32), Fixed(1), Fixed(3), Fixed(10)]

    /// Draws opaque white on a transparent surface and checks each pixel's alpha against
    /// the supersampled reference (1/64 = 4/256 tolerance).
    func check(_ kind: Kind, size: (Int, Int), offset: (Int, Int), lineWidth: Fixed?) {
        let margin = 8
        let rect = FixedRect(x: Fixed(raw: margin * 64 + offset.0), y: Fixed(raw: margin * 64 + offset.1),
                             width: Fixed(raw: size.0), height: Fixed(raw: size.1))
        check(kind, rect: rect, width: size.0 / 64 + 2 * margin + 2, height: size.1 / 64 + 2 * margin + 2, lineWidth: lineWidth)
    }

    @discardableResult
    func check(_ kind: Kind, rect: FixedRect, width: Int, height: Int, lineWidth: Fixed?) -> Int {
        let surface = Surface(width: width, height: height)
        let canvas = RasterCanvas(surface: surface)
        let size = (rect.width.raw, rect.height.raw), offset = (rect.minX.raw, rect.minY.raw)
        let shape = kind.shape(rect)
        let reference = ReferenceShape(shape)
        var outer = reference, inner: ReferenceShape? = nil
        if let lineWidth {
            canvas.stroke(shape, lineWidth: lineWidth, color: .white)
            outer = reference.outset(lineWidth.doubleValue / 2)
            let hole = reference.outset(-lineWidth.doubleValue / 2)
            inner = hole.isEmpty ? nil : hole
        } else {
            canvas.fill(shape, color: .white)
        }
        var failures = 0, partial = 0
        for py in 0..<height {
            for px in 0..<width {
                var count = 0
                for j in 0..<16 {
                    let y = Double(py) + (Double(j) + 0.5) / 16
                    for i in 0..<16 {
                        let x = Double(px) + (Double(i) + 0.5) / 16
                        if outer.contains(x, y) && !(inner?.contains(x, y) ?? false) { count += 1 }
                    }
                }
                let expected = Double(count) * 255 / 256
                let actual = Double(surface[px, py].alpha)
                if actual > 0 && actual < 255 { partial += 1 }
                if abs(actual - expected) > 4 {
                    failures += 1
                    if failures <= 3 {
                        Issue.record("\(kind) \(size) offset \(offset) line \(lineWidth.map { "\($0)" } ?? "fill"): pixel (\(px), \(py)) alpha \(actual), reference \(expected)")
                    }
                }
            }
        }
        #expect(failures == 0)
        return partial
    }

    @Test(arguments: Kind.allCases)
    func fillsMatchSupersampledReference(_ kind: Kind) {
        for size in Self.sizes {
            for offset in Self.offsets {
                check(kind, size: size, offset: offset, lineWidth: nil)
            }
        }
    }

    @Test(arguments: Kind.allCases, [Fixed(raw: 32), Fixed(1), Fixed(3), Fixed(10)])
    func strokesMatchSupersampledReference(_ kind: Kind, lineWidth: Fixed) {
        // Every offset at the two smaller sizes; the largest size (the slowest reference)
        // at one offset.
        for size in Self.sizes.dropLast() {
            for offset in Self.offsets {
                check(kind, size: size, offset: offset, lineWidth: lineWidth)
            }
        }
        check(kind, size: Self.sizes[Self.sizes.count - 1], offset: Self.offsets[1], lineWidth: lineWidth)
    }

    @Test func wideEllipseUsesExactArithmetic() {
        // Radii large enough that rx²·ry² needs more than 64 bits; the surface sees a
        // window on the right end and on the top-left arc.
        let rect = FixedRect(x: Fixed(raw: -1830 * 64 + 7), y: Fixed(raw: -760 * 64 + 50), width: Fixed(raw: 1900 * 64 + 7), height: Fixed(raw: 1600 * 64 + 3))
        #expect(check(.ellipse, rect: rect, width: 90, height: 80, lineWidth: nil) > 50)
        #expect(check(.ellipse, rect: rect.offsetBy(dx: Fixed(1597), dy: Fixed(566)), width: 90, height: 80, lineWidth: Fixed(3)) > 100)
    }

    @Test func drawingTheSameSceneTwiceGivesIdenticalBytes() {
        func scene() -> Surface {
            let surface = Surface(width: 120, height: 80)
            let canvas = RasterCanvas(surface: surface)
            canvas.fill(PixelRect(x: 0, y: 0, width: 120, height: 80), color: PixelColor(red: 30, green: 40, blue: 50))
            canvas.fill(.roundedRectangle(FixedRect(x: Fixed(raw: 330), y: Fixed(raw: 270), width: Fixed(70), height: Fixed(raw: 1500)),
                                          cornerRadius: Fixed(9)), color: PixelColor(red: 200, green: 90, blue: 10, alpha: 200))
            canvas.stroke(.circle(in: FixedRect(x: Fixed(raw: 1000), y: Fixed(raw: 900), width: Fixed(40), height: Fixed(40))),
                          lineWidth: Fixed(3), color: PixelColor(red: 255, green: 255, blue: 255, alpha: 128))
            return surface
        }
        #expect(scene().hasSamePixels(as: scene()))
    }

    @Test func replayedShapesMatchFreshlyCountedOnes() {
        let colors = [PixelColor.white, PixelColor(red: 200, green: 100, blue: 0, alpha: 160)]
        for kind in Kind.allCases {
            for lineWidth in [nil, Fixed(raw: 32), Fixed(3)] as [Fixed?] {
                for color in colors {
                    let shape = kind.shape(FixedRect(x: Fixed(raw: 5 * 64 + 13), y: Fixed(raw: 4 * 64 + 50), width: Fixed(raw: 30 * 64 + 9), height: Fixed(19)))
                    let moved = shape.offsetBy(dx: Fixed(37), dy: Fixed(11))
                    func draw(_ canvas: RasterCanvas, _ s: RoundedShape) {
                        if let lineWidth { canvas.stroke(s, lineWidth: lineWidth, color: color) } else { canvas.fill(s, color: color) }
                    }
                    // One canvas counts the shape (recording it the second time), then
                    // replays it elsewhere.
                    let reused = Surface(width: 90, height: 50)
                    reused.clear(to: PixelColor(red: 20, green: 40, blue: 60))
                    let canvas = RasterCanvas(surface: reused)
                    draw(canvas, shape)
                    #expect(canvas.rasterizer.recordedShapeCount == 0)
                    draw(canvas, shape)
                    reused.clear(to: PixelColor(red: 20, green: 40, blue: 60))
                    draw(canvas, moved)
                    #expect(canvas.rasterizer.recordedShapeCount == 1)
                    let fresh = Surface(width: 90, height: 50)
                    fresh.clear(to: PixelColor(red: 20, green: 40, blue: 60))
                    let freshCanvas = RasterCanvas(surface: fresh)
                    draw(freshCanvas, moved)  // counted, the first time this canvas sees it
                    #expect(reused.hasSamePixels(as: fresh), "\(kind) line \(lineWidth.map { "\($0)" } ?? "fill") colour \(color)")
                }
            }
        }
    }

    @Test func manyDifferentCornersGiveTheSameBytesAsFreshCanvases() {
        // Enough distinct corners to overflow the rasterizer's corner tables mid-stroke.
        let shared = Surface(width: 64, height: 64)
        let sharedCanvas = RasterCanvas(surface: shared)
        for i in 0..<120 {
            let shape = RoundedShape.roundedRectangle(FixedRect(x: Fixed(raw: 300 + i), y: Fixed(raw: 200 + 3 * i), width: Fixed(40), height: Fixed(30)),
                                                      cornerRadius: Fixed(raw: 64 + 7 * i))
            shared.clear(to: .clear)
            sharedCanvas.stroke(shape, lineWidth: Fixed(raw: 150), color: .white)
            let fresh = Surface(width: 64, height: 64)
            RasterCanvas(surface: fresh).stroke(shape, lineWidth: Fixed(raw: 150), color: .white)
            #expect(shared.hasSamePixels(as: fresh), "shape \(i)")
        }
    }

    /// Records what the rasterizer emits.
    struct RecordingSink: CoverageSink {
        var solidPixels = 0
        var maskPixels = 0
        var solidSpans: [(y: Int, x: Int, count: Int)] = []
        mutating func solidSpan(y: Int, x: Int, count: Int) {
            solidPixels += count
            solidSpans.append((y, x, count))
        }
        mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) { maskPixels += count }
    }

    @Test func interiorIsEmittedAsSolidSpans() {
        let rasterizer = ShapeRasterizer()
        var sink = RecordingSink()
        let shape = RoundedShape.roundedRectangle(FixedRect(x: Fixed(raw: 10 * 64 + 20), y: Fixed(raw: 10 * 64 + 40), width: Fixed(100), height: Fixed(60)),
                                                  cornerRadius: Fixed(12))
        rasterizer.fill(shape, clip: PixelRect(x: 0, y: 0, width: 200, height: 200), into: &sink)
        // Only the outline's pixels count samples: far fewer than the area.
        #expect(sink.maskPixels < 2 * (100 + 60) + 4 * 12 * 2)
        #expect(sink.solidPixels > 98 * 58 - 4 * 12 * 12)
        // A pixel in the middle lies in a solid span.
        #expect(sink.solidSpans.contains { $0.y == 40 && $0.x <= 60 && $0.x + $0.count > 60 })
    }

    @Test func strokeSkipsItsHollowMiddle() {
        let rasterizer = ShapeRasterizer()
        var sink = RecordingSink()
        let shape = RoundedShape.roundedRectangle(FixedRect(x: 10, y: 10, width: 100, height: 60), cornerRadius: Fixed(12))
        rasterizer.stroke(shape, lineWidth: Fixed(2), clip: PixelRect(x: 0, y: 0, width: 200, height: 200), into: &sink)
        #expect(sink.solidPixels + sink.maskPixels < 2 * 2 * (100 + 60) + 200)
        #expect(!sink.solidSpans.contains { $0.y == 40 && $0.x <= 60 && $0.x + $0.count > 60 })
    }

    @Test func clippingLeavesPixelsOutsideUntouched() {
        let surface = Surface(width: 60, height: 40)
        for y in 0..<40 { for x in 0..<60 { surface[x, y] = PixelColor(argb: UInt32(0xFF00_0000) | UInt32(x * 256 + y)) } }
        let before = Surface(width: 60, height: 40)
        before.copy(before.bounds, from: surface)
        let canvas = RasterCanvas(surface: surface)
        let clip = PixelRect(x: 10, y: 5, width: 30, height: 20)
        canvas.withClip(PixelRect(x: 0, y: 0, width: 40, height: 25)) {
            canvas.withClip(clip) {
                canvas.fill(.circle(in: FixedRect(x: Fixed(raw: 100), y: Fixed(raw: -70), width: Fixed(50), height: Fixed(50))), color: .white)
                canvas.stroke(.capsule(in: FixedRect(x: -5, y: 2, width: 70, height: 30)), lineWidth: Fixed(4), color: PixelColor(argb: 0x8000_8000))
                canvas.fill(PixelRect(x: -10, y: -10, width: 100, height: 100), color: PixelColor(argb: 0x4040_4040))
            }
        }
        var changedInside = 0
        for y in 0..<40 {
            for x in 0..<60 {
                if clip.contains(x: x, y: y) {
                    if surface[x, y] != before[x, y] { changedInside += 1 }
                } else {
                    #expect(surface[x, y] == before[x, y], "pixel (\(x), \(y)) outside the clip changed")
                }
            }
        }
        #expect(changedInside == clip.area)
    }
}
