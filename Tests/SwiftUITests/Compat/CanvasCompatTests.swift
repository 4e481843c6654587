import Foundation
import Testing
import Panel
import SwiftUI

// Canvas drawing as apps write it: gauges, charts by hand, particles from symbols,
// clocks driven by timelines.

struct DialCanvas: View {
    var value: Double
    var body: some View {
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            context.fill(Path(ellipseIn: rect), with: .color(.gray))
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            var needle = context
            needle.translateBy(x: center.x, y: center.y)
            needle.rotate(by: .degrees(360 * value))
            needle.stroke(Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 0, y: -size.height / 2 + 6))
            }, with: .color(.red), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            context.fill(Path(ellipseIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)), with: .color(.black))
        }
        .frame(width: 100, height: 100)
    }
}

struct GradientBars: View {
    let values: [Double] = [0.25, 1.0, 0.5]
    var body: some View {
        Canvas { context, size in
            let barWidth = size.width / CGFloat(values.count)
            for (index, value) in values.enumerated() {
                let height = size.height * value
                let bar = CGRect(x: CGFloat(index) * barWidth, y: size.height - height, width: barWidth - 4, height: height)
                context.fill(Path(roundedRect: bar, cornerRadius: 2),
                             with: .linearGradient(Gradient(colors: [.blue, .green]),
                                                   startPoint: CGPoint(x: 0, y: size.height), endPoint: .zero))
            }
        }
        .frame(width: 120, height: 100)
    }
}

struct Spotlight: View {
    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .radialGradient(Gradient(colors: [.yellow, .black]), center: center, startRadius: 0, endRadius: 50))
        }
        .frame(width: 100, height: 100)
    }
}

struct ClippedCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
        }
        .frame(width: 100, height: 100)
    }
}

struct ScaledGrid: View {
    var body: some View {
        Canvas { context, size in
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            context.translateBy(x: 20, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        .frame(width: 100, height: 40)
    }
}

struct LayeredCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.blue))
                layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 40)), with: .color(.blue))
            }
        }
        .frame(width: 100, height: 40)
    }
}

struct LabelledCanvas: View {
    var body: some View {
        Canvas { context, size in
            let title = context.resolve(Text("Temp").font(.system(size: 14)).bold())
            let titleSize = title.measure(in: size)
            context.draw(title, at: CGPoint(x: size.width / 2, y: 10), anchor: .top)
            context.draw(Text("°C").font(.caption).foregroundColor(.red),
                         at: CGPoint(x: size.width / 2, y: 10 + titleSize.height), anchor: .top)
            context.draw(Image(systemName: "thermometer"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        .frame(width: 120, height: 60)
    }
}

struct ParticleField: View {
    let positions: [CGPoint] = [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20), CGPoint(x: 50, y: 70)]
    var body: some View {
        Canvas { context, size in
            guard let dot = context.resolveSymbol(id: 0), let square = context.resolveSymbol(id: "square") else { return }
            for position in positions {
                context.draw(dot, at: position)
            }
            context.draw(square, at: CGPoint(x: 0, y: 100), anchor: .bottomLeading)
            context.draw(square, in: CGRect(x: 80, y: 80, width: 20, height: 20))
        } symbols: {
            Circle().fill(Color.orange).frame(width: 16, height: 16).tag(0)
            Rectangle().fill(Color.purple).frame(width: 10, height: 10).tag("square")
        }
        .frame(width: 100, height: 100)
    }
}

struct CanvasClock: View {
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSince1970: 1_767_225_600), by: 1)) { timeline in
            Canvas { context, size in
                let seconds = Calendar.current.component(.second, from: timeline.date)
                context.draw(Text("\(seconds)"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        }
        .frame(width: 60, height: 30)
    }
}

struct PulsingDot: View {
    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: false)) { timeline in
            Canvas { context, size in
                let elapsed = timeline.date.timeIntervalSinceReferenceDate
                let radius = 10 + 10 * (elapsed.truncatingRemainder(dividingBy: 2) / 2)
                context.fill(Path(ellipseIn: CGRect(x: 50 - radius, y: 50 - radius, width: radius * 2, height: radius * 2)),
                             with: .color(.pink))
            }
        }
        .frame(width: 100, height: 100)
    }
}

@MainActor
@Suite struct CanvasCompatTests {
    @Test func aTurnedCopyOfTheContextDrawsTheNeedleAndTheOriginalTheHub() {
        let north = CompatScreen(DialCanvas(value: 0), width: 100, height: 100)
        #expect(north.pixel(50, 20, is: .red))
        #expect(north.pixel(50, 50, is: .black))
        #expect(!north.pixel(80, 50, is: .red))
        let east = CompatScreen(DialCanvas(value: 0.25), width: 100, height: 100)
        #expect(east.pixel(80, 50, is: .red))
        #expect(!east.pixel(50, 20, is: .red))
        #expect(east.isBlank(2, 2))
    }

    @Test func gradientShadingRunsInCanvasCoordinates() {
        let screen = CompatScreen(GradientBars(), width: 120, height: 100)
        // The tall middle bar runs from blue at the bottom to green at the top.
        let low = screen[60, 97], high = screen[60, 2]
        #expect(low.blue > high.blue)
        #expect(high.green > low.green)
        // The first bar is a quarter high: empty above 75.
        #expect(screen.isBlank(20, 70))
        #expect(!screen.isBlank(20, 80))
        let spot = CompatScreen(Spotlight(), width: 100, height: 100)
        #expect(spot[50, 50].red > 240 && spot[50, 50].blue < 20)
        #expect(spot[2, 2].red < 10)
    }

    @Test func clipsAndOpacityApplyToWhatIsDrawnAfter() {
        let screen = CompatScreen(ClippedCanvas(), width: 100, height: 100)
        #expect(screen.isBlank(2, 2))
        #expect(screen.pixel(75, 50, is: .blue))
        let mixed = screen[25, 50]
        // Half red over blue.
        #expect(mixed.red > 100 && mixed.blue > 100 && mixed.red < 200)
    }

    @Test func scaledAndTranslatedContexts() {
        let screen = CompatScreen(ScaledGrid(), width: 100, height: 40)
        #expect(screen.pixel(18, 18, is: .green))
        #expect(screen.isBlank(22, 5))
        #expect(screen.pixel(45, 5, is: .blue))       // (20 + 2.5) · 2
        #expect(screen.isBlank(62, 5))
    }

    @Test func aLayerIsCompositedAsOne() {
        let screen = CompatScreen(LayeredCanvas(), width: 100, height: 40)
        // The overlap is no darker than the rest: one translucent layer.
        #expect(screen[50, 20] == screen[20, 20])
        #expect(screen[20, 20] != CompatScreen.white && !screen.pixel(20, 20, is: .blue))
    }

    @Test func textAndImagesDrawWhereTheyAreAnchored() {
        let screen = CompatScreen(LabelledCanvas(), width: 120, height: 60)
        let runs = screen.host.displayList.texts
        #expect(runs.map(\.string) == ["Temp", "°C"])
        #expect(runs.count == 2 && runs[0].baselineOrigin.y < runs[1].baselineOrigin.y)
        // Anchored at their top middle, both are centred on 60.
        if let temp = runs.first {
            #expect(temp.baselineOrigin.x.doubleValue < 60 && temp.baselineOrigin.x.doubleValue > 30)
        }
        // Each in its own font and colour: the title 14-point bold, the unit a red caption.
        if runs.count == 2 {
            #expect(runs[0].fontSize == Fixed(14))
            #expect(runs[0].weight == Font.Weight.bold.value)
            #expect(runs[1].fontSize < runs[0].fontSize)
            #expect(runs[1].color == Color.red.pixelColor)
            #expect(runs[0].color != Color.red.pixelColor)
        }
    }

    @Test func aTextStyledAsATextDrawsInItsStyleInAViewToo() {
        let unit: Text = Text("kPa").font(.system(size: 20)).fontWeight(.heavy).foregroundColor(.green)
        let screen = CompatScreen(VStack { unit; Text("plain") }.font(.system(size: 10)), width: 120, height: 80)
        let runs = screen.host.displayList.texts
        #expect(runs.map(\.string) == ["kPa", "plain"])
        if runs.count == 2 {
            #expect(runs[0].fontSize == Fixed(20) && runs[0].weight == Font.Weight.heavy.value)
            #expect(runs[0].color == Color.green.pixelColor)
            #expect(runs[1].fontSize == Fixed(10) && runs[1].color != Color.green.pixelColor)
        }
    }

    @Test func symbolsAreDrawnWhereTheRendererPutsThem() {
        let screen = CompatScreen(ParticleField(), width: 100, height: 100)
        #expect(screen.pixel(20, 20, is: .orange))
        #expect(screen.pixel(80, 20, is: .orange))
        #expect(screen.pixel(50, 70, is: .orange))
        #expect(screen.isBlank(50, 20))
        #expect(screen.pixel(5, 95, is: .purple))     // bottom-leading at (0, 100)
        #expect(screen.isBlank(12, 95))
        #expect(screen.pixel(90, 90, is: .purple))    // laid out in 80…100
    }

    @Test func aPeriodicTimelineRedrawsTheCanvasEachSecond() {
        let screen = CompatScreen(CanvasClock(), width: 60, height: 30)
        let first = screen.texts
        #expect(first.count == 1)
        screen.draw(at: screen.host.now + 1_000_000_000)
        #expect(screen.texts.count == 1 && screen.texts != first)
    }

    @Test func anAnimationTimelineDrivesTheCanvas() {
        let screen = CompatScreen(PulsingDot(), width: 100, height: 100)
        let start = screen.host.now
        let hadDeadline = screen.host.nextDeadline != nil || screen.host.needsUpdate
        #expect(hadDeadline)
        var radii: [Int] = []
        for step in 1...3 {
            screen.draw(at: start + Int64(step) * 300_000_000)
            radii.append((0..<50).first { screen.pixel(50 + $0, 50, is: .pink) == false } ?? 50)
        }
        #expect(radii[0] < radii[1] && radii[1] < radii[2])
    }
}
