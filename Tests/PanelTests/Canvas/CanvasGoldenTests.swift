import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// A gauge drawn by a canvas, with the real fonts, compared byte for byte with a PNG under
/// Tests/PanelTests/Golden. `PANEL_UPDATE_GOLDEN=1` rewrites it.
@MainActor
@Suite struct CanvasGoldenTests {
    /// A dial from 0 to 100 over 270°: a track, the value's arc in a gradient, ticks with
    /// labels every 20, and a needle turned to the value.
    static func gauge(value: Double) -> some View {
        CanvasView { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = Swift.min(size.width, size.height) / 2 - 14
            let start = Angle.degrees(135), sweep = 270.0
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: start, endAngle: start + .degrees(sweep), clockwise: false)
            context.stroke(track, with: .color(Color(white: 0.85)), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            var filled = Path()
            filled.addArc(center: center, radius: radius, startAngle: start, endAngle: start + .degrees(sweep * value / 100),
                          clockwise: false)
            context.stroke(filled, with: .conicGradient(Gradient(colors: [.green, .yellow, .orange, .red, .green]), center: center,
                                                        angle: .degrees(90)),
                           style: StrokeStyle(lineWidth: 10, lineCap: .round))
            for index in 0...10 {
                var tick = context
                tick.translateBy(x: center.x, y: center.y)
                tick.rotate(by: start + .degrees(sweep * Double(index) / 10))
                let long = index % 2 == 0
                tick.stroke(Path { p in
                    p.move(to: CGPoint(x: radius - 20, y: 0))
                    p.addLine(to: CGPoint(x: radius - (long ? 10 : 14), y: 0))
                }, with: .color(.black), lineWidth: long ? 2 : 1)
                if long {
                    let angle = (start + .degrees(sweep * Double(index) / 10)).radians
                    let (sin, cos) = PathTrigonometry.sinCos(radians: angle)
                    context.draw(Text("\(index * 10)"), at: CGPoint(x: center.x + (radius - 32) * cos, y: center.y + (radius - 32) * sin))
                }
            }
            var needle = context
            needle.translateBy(x: center.x, y: center.y)
            needle.rotate(by: start + .degrees(sweep * value / 100))
            needle.fill(Path { p in
                p.move(to: CGPoint(x: -8, y: -3))
                p.addLine(to: CGPoint(x: radius - 16, y: 0))
                p.addLine(to: CGPoint(x: -8, y: 3))
                p.closeSubpath()
            }, with: .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: center.x - 6, y: center.y - 6, width: 12, height: 12)), with: .color(.black))
            context.opacity = 0.6
            context.draw(Text("kPa"), at: CGPoint(x: center.x, y: center.y + radius / 2))
        }
        .font(.caption)
    }

    @Test func gauge() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Self.gauge(value: 64).frame(width: 200, height: 200), width: 200, height: 200, textMeasurer: fonts)
        host.update()
        let surface = Surface(width: 200, height: 200)
        DisplayListRenderer(fonts: fonts, background: PixelColor(red: 246, green: 247, blue: 250))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        expectGolden(surface, named: "canvas-gauge")
    }
}
