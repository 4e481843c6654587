import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

@Observable private final class CanvasLevel { var value = 10.0 }

/// A canvas's drawings as display-list entries (path items, text runs, images, groups)
/// and as pixels, through a hosted view.
@MainActor
@Suite struct GraphicsContextTests {
    func host(_ view: some View, width: Int = 100, height: Int = 100) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    func render(_ view: some View, width: Int = 100, height: Int = 100) -> Surface {
        let surface = Surface(width: width, height: height)
        ViewHost(rootView: view, width: width, height: height).render(into: surface, with: DisplayListRenderer(fonts: nil))
        return surface
    }

    func paths(_ host: ViewHost) -> [PathItem] {
        host.displayList.entries.compactMap { if case .path(let item) = $0.item { item } else { nil } }
    }

    func groups(_ host: ViewHost) -> [GroupEffect] {
        host.displayList.entries.compactMap { if case .beginGroup(let effect) = $0.item { effect } else { nil } }
    }

    static let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    @Test func aFillIsAPathItemPlacedInTheCanvasFrame() {
        let view = CanvasView { context, size in
            context.fill(Self.square, with: .color(.red))
        }.frame(width: 60, height: 60)
        let host = host(view)
        let items = paths(host)
        #expect(items.count == 1)
        // The canvas is centred: its frame starts at (20, 20).
        #expect(items.first?.rect.origin == FixedPoint(x: Fixed(20), y: Fixed(20)))
        #expect(items.first?.paint == .color(Color.red.pixelColor))
        let surface = render(view)
        #expect(surface[40, 40] == Color.red.pixelColor)
        #expect(surface[25, 25] == .white)
        #expect(surface[55, 55] == .white)
    }

    @Test func theRendererSeesTheCanvasSize() {
        final class Seen { var size = CGSize.zero }
        let seen = Seen()
        _ = host(CanvasView { _, size in seen.size = size }.frame(width: 70, height: 30))
        #expect(seen.size == CGSize(width: 70, height: 30))
    }

    @Test func strokesKeepTheirStyleAndScaleWithTheContext() {
        let host = host(CanvasView { context, _ in
            context.stroke(Self.square, with: .color(.black), lineWidth: 2)
            var scaled = context
            scaled.scaleBy(x: 2, y: 2)
            scaled.stroke(Self.square, with: .color(.black), style: StrokeStyle(lineWidth: 3, lineCap: .round))
            var stretched = context
            stretched.scaleBy(x: 2, y: 1)
            stretched.stroke(Self.square, with: .color(.black), lineWidth: 1)
        }.frame(width: 100, height: 100))
        let items = paths(host)
        #expect(items.count == 3)
        guard items.count == 3 else { return }
        #expect(items[0].drawing == .stroke(PathStrokeStyle(lineWidth: Fixed(2))))
        #expect(items[1].drawing == .stroke(PathStrokeStyle(lineWidth: Fixed(6), cap: .round)))
        // Scaled the same on both axes: the square's corner moved to (20, 20).
        #expect(items[1].geometry.controlBounds.origin == FixedPoint(x: Fixed(20), y: Fixed(20)))
        // Stretched: the line's outline, filled.
        #expect(items[2].drawing == .fill(.nonZero))
        #expect(items[2].geometry.controlBounds.width > Fixed(40))
    }

    @Test func transformsMoveTurnAndCompose() {
        let host = host(CanvasView { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            // A line along x turned a quarter (clockwise on screen) points down.
            context.stroke(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 30, y: 0)) }, with: .color(.black))
            #expect(context.transform.tx == 50)
        }.frame(width: 100, height: 100))
        guard let item = paths(host).first, case .line(let end) = item.geometry.elements.last else {
            Issue.record("no line")
            return
        }
        #expect(end == FixedPoint(x: Fixed(50), y: Fixed(80)))
    }

    @Test func opacityFadesEachDrawing() {
        let host = host(CanvasView { context, _ in
            context.opacity = 0.5
            context.fill(Self.square, with: .color(.black))
        }.frame(width: 100, height: 100))
        #expect(paths(host).first?.paint == .color(Color.black.pixelColor.scaled(by: 128)))
    }

    @Test func aRectangularClipIsAGroupClip() {
        let host = host(CanvasView { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 100)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }.frame(width: 100, height: 100))
        #expect(groups(host).first?.clip == FixedRect(x: .zero, y: .zero, width: Fixed(20), height: Fixed(100)))
        let surface = render(CanvasView { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 100)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }.frame(width: 100, height: 100))
        #expect(surface[10, 50] == .black)
        #expect(surface[30, 50] == .white)
    }

    @Test func aPathClipMasksByItsCoverage() {
        let drawing = CanvasView { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }.frame(width: 100, height: 100)
        if case .path? = groups(host(drawing)).first?.mask {} else { Issue.record("no path mask") }
        let surface = render(drawing)
        #expect(surface[50, 50] == .black)
        #expect(surface[3, 3] == .white)
        let inverse = render(CanvasView { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }.frame(width: 100, height: 100))
        #expect(inverse[50, 50] == .white)
        #expect(inverse[3, 3] == .black)
    }

    @Test func drawingsUnderOneClipShareItsGroupAndALayerIsOneGroup() {
        let host = host(CanvasView { context, _ in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            clipped.fill(Self.square, with: .color(.red))
            clipped.fill(Self.square, with: .color(.blue))
            context.fill(Self.square, with: .color(.green))
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Self.square, with: .color(.red))
                layer.fill(Self.square, with: .color(.blue))
            }
        }.frame(width: 100, height: 100))
        let kinds = host.displayList.entries.map { entry -> String in
            switch entry.item {
            case .beginGroup: "("
            case .endGroup: ")"
            case .path: "p"
            default: "?"
            }
        }
        #expect(kinds.joined() == "(pp)p(pp)")
        #expect(groups(host).last?.opacity == 128)
        // Inside the layer, drawings are opaque: the layer is faded as one.
        #expect(paths(host).last?.paint == .color(Color.blue.pixelColor))
    }

    @Test func gradientsAreLaidInTheContextsCoordinates() {
        let host = host(CanvasView { context, _ in
            context.fill(Self.square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 0, y: 0),
                                                            endPoint: CGPoint(x: 100, y: 0)))
            context.fill(Self.square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 50),
                                                            startRadius: 0, endRadius: 10))
            context.fill(Self.square, with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 25, y: 75)))
        }.frame(width: 100, height: 100))
        let geometries = paths(host).compactMap { if case .gradient(let g) = $0.paint { g.geometry } else { nil } }
        #expect(geometries == [.linear(startX: 0, startY: 0, endX: 65536, endY: 0),
                               .radial(centerX: 32768, centerY: 32768, startRadius: .zero, endRadius: Fixed(10)),
                               .angular(centerX: 16384, centerY: 49152, startAngle: 0, endAngle: 65536)])
    }

    @Test func textIsARunPlacedByItsAnchor() {
        let host = host(CanvasView { context, _ in
            context.draw(Text("42"), at: CGPoint(x: 50, y: 50), anchor: .center)
            context.draw(Text("7"), in: CGRect(x: 5, y: 5, width: 40, height: 20))
        }.frame(width: 100, height: 100))
        let runs = host.displayList.texts
        #expect(runs.map(\.string) == ["42", "7"])
        let metrics = ApproximateTextMeasurer().measure("42", font: .body)
        #expect(runs.first?.baselineOrigin.x == Fixed(50) - metrics.width / 2)
        #expect(runs.last?.baselineOrigin.y == Fixed(5) + ApproximateTextMeasurer().measure("7", font: .body).ascent)
    }

    @Test func theCanvasDrawsAgainWhenWhatItReadsChanges() {
        struct Bar: View {
            let level: CanvasLevel
            var body: some View {
                CanvasView { context, _ in
                    context.fill(Path(CGRect(x: 0, y: 0, width: level.value, height: 10)), with: .color(.black))
                }
            }
        }
        let level = CanvasLevel()
        let host = host(Bar(level: level).frame(width: 100, height: 100))
        #expect(paths(host).first?.geometry.controlBounds.width == Fixed(10))
        level.value = 40
        host.update()
        #expect(paths(host).first?.geometry.controlBounds.width == Fixed(40))
    }

    @Test func anUnchangedCanvasDamagesNothing() {
        let host = host(CanvasView { context, _ in
            context.fill(Self.square, with: .color(.black))
        }.frame(width: 100, height: 100))
        let frame = host.update(at: MonotonicTime(seconds: 1))
        #expect(frame.damage.isEmpty)
    }
}
