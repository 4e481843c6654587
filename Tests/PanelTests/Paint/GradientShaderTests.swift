import Glibc
import Testing
@testable import PanelBase
@testable import PanelRender

/// The colours a gradient gives at chosen pixels, worked out in integers.
@Suite struct GradientShaderTests {
    static let red = PixelColor(red: 255, green: 0, blue: 0)
    static let green = PixelColor(red: 0, green: 255, blue: 0)
    static let blue = PixelColor(red: 0, green: 0, blue: 255)
    static let yellow = PixelColor(red: 255, green: 255, blue: 0)

    static func stops(_ colors: [PixelColor]) -> [GradientStop] {
        colors.enumerated().map { GradientStop(color: $0.element, location: $0.offset * 65536 / Swift.max(colors.count - 1, 1)) }
    }

    /// Whether every channel of `a` is within `tolerance` of `b`'s.
    static func near(_ a: PixelColor, _ b: PixelColor, _ tolerance: Int = 2) -> Bool {
        [(a.alpha, b.alpha), (a.red, b.red), (a.green, b.green), (a.blue, b.blue)].allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
    }

    static func color(_ shader: GradientShader, _ x: Int, _ y: Int) -> PixelColor { PixelColor(argb: shader.color(x: x, y: y)) }

    @Test func linearRunsFromTheFirstColourToTheLast() {
        // Left to right over 100 px.
        let paint = GradientPaint(stops: Self.stops([Self.red, Self.blue]), geometry: .linear(startX: 0, startY: 32768, endX: 65536, endY: 32768))
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 100, height: 20))
        #expect(Self.near(Self.color(shader, 0, 10), Self.red))
        #expect(Self.near(Self.color(shader, 99, 10), Self.blue))
        // The middle: half of each (pixel 49's centre lies at 49.5 %).
        let middle = Self.color(shader, 50, 10)
        #expect(abs(Int(middle.red) - 127) <= 2 && abs(Int(middle.blue) - 128) <= 2 && middle.green == 0)
        // Across the line nothing changes; beyond its ends, the end colours.
        #expect(shader.color(x: 30, y: 0) == shader.color(x: 30, y: 19))
        #expect(Self.color(shader, -20, 5) == Self.red)
        #expect(Self.color(shader, 150, 5) == Self.blue)
    }

    @Test func linearFollowsItsStops() {
        let stops = [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.green, location: 16384),
                     GradientStop(color: Self.blue, location: 65536)]
        let paint = GradientPaint(stops: stops, geometry: .linear(startX: 0, startY: 0, endX: 0, endY: 65536))
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 10, height: 200))
        // Top to bottom: green at a quarter, between green and blue at five eighths.
        #expect(Self.near(Self.color(shader, 5, 50), Self.green, 3))
        #expect(Self.near(Self.color(shader, 5, 25), PixelColor(red: 128, green: 127, blue: 0), 3))
        #expect(Self.near(Self.color(shader, 5, 125), PixelColor(red: 0, green: 128, blue: 127), 3))
    }

    @Test func stopsAreOrderedAndAHardStopSwitchesColour() {
        let stops = [GradientStop(color: Self.blue, location: 65536), GradientStop(color: Self.red, location: 0),
                     GradientStop(color: Self.red, location: 32768), GradientStop(color: Self.blue, location: 32768)]
        let paint = GradientPaint(stops: stops, geometry: .linear(startX: 0, startY: 0, endX: 65536, endY: 0))
        #expect(paint.stops.map(\.location) == [0, 32768, 32768, 65536])
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 64, height: 1))
        #expect(Self.color(shader, 30, 0) == Self.red)
        #expect(Self.color(shader, 33, 0) == Self.blue)
    }

    @Test func radialHasItsFirstColourAtTheCentreAndItsLastAtTheEndRadius() {
        let paint = GradientPaint(stops: Self.stops([Self.red, Self.blue]),
                                  geometry: .radial(centerX: 32768, centerY: 32768, startRadius: .zero, endRadius: Fixed(40)))
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 100, height: 100))
        // Pixel (50, 50)'s centre lies 0.7 px out of 40: within a few steps of red.
        #expect(Self.near(Self.color(shader, 50, 50), Self.red, 6))
        #expect(Self.color(shader, 50, 95) == Self.blue)
        #expect(Self.color(shader, 0, 0) == Self.blue)
        // Half way out, in any direction, half of each.
        let right = Self.color(shader, 70, 50), up = Self.color(shader, 50, 29)
        #expect(Self.near(right, PixelColor(red: 127, green: 0, blue: 128), 4))
        #expect(Self.near(right, up, 2))
    }

    @Test func ellipticalStretchesWithItsRectangle() {
        let paint = GradientPaint(stops: Self.stops([Self.red, Self.blue]),
                                  geometry: .elliptical(centerX: 32768, centerY: 32768, startFraction: 0, endFraction: 65536))
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 200, height: 100))
        // The edges' midpoints are the end: 100 px out across, 50 px out down.
        #expect(Self.near(Self.color(shader, 199, 50), Self.blue, 3))
        #expect(Self.near(Self.color(shader, 100, 99), Self.blue, 3))
        #expect(Self.near(Self.color(shader, 150, 50), Self.color(shader, 100, 75), 3))
    }

    @Test func angularGoesClockwiseFromTheRight() {
        // Red, green, blue, yellow at each quarter, back to red.
        let paint = GradientPaint(stops: Self.stops([Self.red, Self.green, Self.blue, Self.yellow, Self.red]),
                                  geometry: .angular(centerX: 32768, centerY: 32768, startAngle: 0, endAngle: 65536))
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 101, height: 101))
        // Pixel centres half a pixel off each axis: within a step of the stop's colour.
        #expect(Self.near(Self.color(shader, 90, 50), Self.red, 3))
        #expect(Self.near(Self.color(shader, 50, 90), Self.green, 3))
        #expect(Self.near(Self.color(shader, 10, 50), Self.blue, 3))
        #expect(Self.near(Self.color(shader, 50, 10), Self.yellow, 3))
        // Half way between right and down (45°): red and green in halves.
        #expect(Self.near(Self.color(shader, 80, 80), PixelColor(red: 128, green: 127, blue: 0), 4))
    }

    @Test func anAngularSpanShortOfATurnFillsTheGapWithItsEndColours() {
        // A quarter turn from the right to the bottom.
        let paint = GradientPaint(stops: Self.stops([Self.red, Self.blue]),
                                  geometry: .angular(centerX: 32768, centerY: 32768, startAngle: 0, endAngle: 16384))
        let shader = GradientShader(paint, in: FixedRect(x: 0, y: 0, width: 100, height: 100))
        // Left (half a turn): the gap's first half, the last colour; top: its second half, the first.
        #expect(Self.color(shader, 20, 60) == Self.blue)
        #expect(Self.color(shader, 60, 20) == Self.red)
    }

    @Test func angularSpansOfMoreThanATurnOrBackwardsAreCountedRound() {
        func shader(_ start: Int, _ end: Int) -> GradientShader {
            GradientShader(GradientPaint(stops: Self.stops([Self.red, Self.green, Self.blue]),
                                         geometry: .angular(centerX: 32768, centerY: 32768, startAngle: start, endAngle: end)),
                           in: FixedRect(x: 0, y: 0, width: 40, height: 40))
        }
        func same(_ a: GradientShader, _ b: GradientShader) -> Bool {
            (0..<40).allSatisfy { y in (0..<40).allSatisfy { x in a.color(x: x, y: y) == b.color(x: x, y: y) } }
        }
        // One and a half turns: the last whole turn, from half a turn on.
        #expect(same(shader(0, 98304), shader(32768, 98304)))
        #expect(!same(shader(0, 98304), shader(0, 65536)))
        // From a quarter back to zero: three quarters round, clockwise from the quarter.
        #expect(same(shader(16384, 0), shader(16384, 65536)))
    }

    @Test func theArctangentIsWithinAUnitOfTheTrueAngle() {
        var worst = 0.0
        for dy in stride(from: -300, through: 300, by: 7) {
            for dx in stride(from: -300, through: 300, by: 11) where dx != 0 || dy != 0 {
                var truth = atan2(Double(dy), Double(dx)) / (2 * Double.pi) * 65536
                if truth < 0 { truth += 65536 }
                var error = abs(Double(IntegerAngle.atan2(dy: dy, dx: dx)) - truth)
                error = Swift.min(error, 65536 - error)
                worst = Swift.max(worst, error)
            }
        }
        #expect(worst <= 1.5)
        #expect(IntegerAngle.atan2(dy: 0, dx: 5) == 0)
        #expect(IntegerAngle.atan2(dy: 5, dx: 0) == 16384)
        #expect(IntegerAngle.atan2(dy: 0, dx: -5) == 32768)
        #expect(IntegerAngle.atan2(dy: -5, dx: 0) == 49152)
    }

    @Test func theSquareRootIsExact() {
        for n in [0, 1, 2, 3, 4, 15, 16, 17, 99_999_999, 1 << 40, (1 << 40) - 1, 4_503_599_761_588_224] {
            let r = IntegerAngle.squareRoot(n)
            #expect(r * r <= n && (r + 1) * (r + 1) > n)
        }
    }

    @Test func aGradientFillBlendsThroughTheShapesCoverage() {
        let surface = Surface(width: 40, height: 40)
        surface.clear(to: .white)
        let canvas = RasterCanvas(surface: surface)
        let rect = FixedRect(x: 4, y: 4, width: 32, height: 32)
        let paint = GradientPaint(stops: Self.stops([Self.red, Self.blue]), geometry: .linear(startX: 0, startY: 0, endX: 65536, endY: 0))
        canvas.fill(.circle(in: rect), gradient: paint, in: rect)
        // Inside: the gradient's own colour; outside: untouched; on the edge: a blend.
        let shader = GradientShader(paint, in: rect)
        #expect(surface[10, 20] == PixelColor(argb: shader.color(x: 10, y: 20)))
        #expect(surface[30, 20] == PixelColor(argb: shader.color(x: 30, y: 20)))
        #expect(surface[1, 1] == .white)
        // (8, 8) lies on the circle's edge, at 45°: part gradient, part white.
        let edge = surface[8, 8]
        #expect(edge.green > 0 && edge.green < 255 && edge.red > edge.blue)
    }
}
