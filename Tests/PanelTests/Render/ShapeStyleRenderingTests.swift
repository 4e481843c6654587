import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Gradients, clip shapes and masks drawn from views, at chosen pixels and as golden images.
@MainActor
@Suite struct ShapeStyleRenderingTests {
    private func render(_ view: some View, width: Int = 100, height: Int = 100) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        return surface
    }

    static let redToBlue = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)

    @Test func aShapeFilledWithAGradientGoesFromItsFirstColourToItsLast() {
        let surface = render(Rectangle().fill(Self.redToBlue).frame(width: 80, height: 40))
        // The rectangle spans x 10..<90.
        #expect(GradientShaderTests.near(surface[10, 50], Color.red.pixelColor, 4))
        #expect(GradientShaderTests.near(surface[89, 50], Color.blue.pixelColor, 4))
        #expect(surface[5, 50] == .white)
        #expect(surface[50, 35] == surface[50, 64])
    }

    @Test func aGradientIsAViewThatFillsItsFrame() {
        let host = ViewHost(rootView: Self.redToBlue.frame(width: 80, height: 40), width: 100, height: 100)
        host.update()
        let items = host.displayList.entries.map(\.item)
        #expect(items.contains { if case .gradientFill(.rectangle, FixedRect(x: 10, y: 30, width: 80, height: 40), _) = $0 { true } else { false } })
    }

    @Test func aGradientStrokeDrawsOnlyTheLine() {
        let surface = render(Circle().stroke(Self.redToBlue, lineWidth: 6).frame(width: 60, height: 60))
        // The ring's left and right ends: red and blue; its middle: untouched.
        #expect(surface[21, 50].red > 180 && surface[21, 50].blue < 80)
        #expect(surface[78, 50].blue > 180 && surface[78, 50].red < 80)
        #expect(surface[50, 50] == .white)
    }

    @Test func backgroundsTakeGradientsAndShapes() {
        let plain = render(Color.clear.frame(width: 60, height: 30).background(Self.redToBlue))
        #expect(GradientShaderTests.near(plain[20, 50], Color.red.pixelColor, 6))
        let inShape = render(Color.clear.frame(width: 60, height: 30).background(Self.redToBlue, in: Capsule()))
        // The capsule's rounded ends leave the frame's corners empty.
        #expect(inShape[20, 35] == .white)
        #expect(inShape[50, 50] == plain[50, 50])
    }

    /// Four colours in quarters: the content clipped and masked below.
    static var quarters: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) { Color.red; Color.green }
            HStack(spacing: 0) { Color.blue; Color.yellow }
        }
    }

    @Test func clipShapeKeepsWhatTheShapeCovers() {
        let surface = render(Self.quarters.frame(width: 80, height: 80).clipShape(Circle()))
        // The frame spans 10..<90; its corners lie outside the circle.
        #expect(surface[12, 12] == .white)
        #expect(surface[87, 87] == .white)
        #expect(surface[30, 30] == Color.red.pixelColor)
        #expect(surface[70, 70] == Color.yellow.pixelColor)
        // The circle's edge is anti-aliased: a pixel on it is part red, part white.
        let edge = surface[15, 30]
        #expect(edge != .white && edge != Color.red.pixelColor && edge.red == 255 && edge.green > 0)
    }

    @Test func aRectangleClipShapeCutsWhatOverflowsTheFrame() {
        let surface = render(Color.red.frame(width: 80, height: 80).frame(width: 40, height: 40).clipShape(Rectangle()))
        #expect(surface[30, 30] == Color.red.pixelColor)
        #expect(surface[69, 69] == Color.red.pixelColor)
        #expect(surface[29, 50] == .white)
        #expect(surface[70, 50] == .white)
        #expect(surface[15, 15] == .white)
    }

    @Test func cornerRadiusRoundsTheCorners() {
        let surface = render(Self.quarters.frame(width: 80, height: 80).cornerRadius(20))
        #expect(surface[11, 11] == .white)
        #expect(surface[30, 11] != .white)
        #expect(surface[30, 10] == Color.red.pixelColor)
    }

    @Test func aGradientMaskFadesTheContent() {
        let fade = LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
        let surface = render(Color.blue.frame(width: 80, height: 40).mask { fade })
        #expect(GradientShaderTests.near(surface[10, 50], Color.blue.pixelColor, 4))
        #expect(GradientShaderTests.near(surface[89, 50], .white, 4))
        let middle = surface[50, 50]
        #expect(middle.red > 100 && middle.red < 155 && middle.blue == 255)
    }

    @Test func aShapeMaskAndATranslucentColourMask() {
        let circle = render(Color.blue.frame(width: 80, height: 80).mask { Circle() })
        #expect(circle[12, 12] == .white)
        #expect(circle[50, 50] == Color.blue.pixelColor)
        let faded = render(Color.blue.frame(width: 80, height: 80).mask(Color.black.opacity(0.5)))
        // Panel's blue (0, 122, 255) at half over white.
        #expect(GradientShaderTests.near(faded[50, 50], PixelColor(red: 127, green: 188, blue: 255), 2))
    }

    @Test func aMovingGradientAnimatesBesideAMovingColour() throws {
        struct Pair: View {
            @State var moved = false
            var body: some View {
                VStack {
                    Rectangle().fill(ShapeStyleRenderingTests.redToBlue).frame(width: moved ? 80 : 20, height: 10)
                    Color.green.frame(width: moved ? 80 : 20, height: 10)
                    Color.blue.frame(width: moved ? 80 : 20, height: 10).clipShape(Capsule())
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            }
        }
        let host = ViewHost(rootView: Pair(), width: 200, height: 100)
        host.update()
        let point = try #require(host.interactiveElements().first).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.update(at: MonotonicTime(seconds: 1.5))
        let gradientWidth = host.displayList.entries.compactMap { entry -> Fixed? in
            if case .gradientFill(_, let rect, _) = entry.item { return rect.width } else { return nil }
        }
        #expect(gradientWidth == [Fixed(50)])
        #expect(host.fills(of: .green).first?.width == Fixed(50))
        // The clip shape moves with its view.
        #expect(host.groupEffects.compactMap(\.mask?.rect.width) == [Fixed(50)])
        #expect(host.fills(of: .blue).first?.width == Fixed(50))
    }

    @Test func textWithAGradientForegroundIsTheGradientMaskedByTheGlyphs() throws {
        let view = Text("HHHHHHHH").font(.system(size: 30, weight: .bold)).foregroundStyle(Self.redToBlue)
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: 240, height: 60, textMeasurer: fonts)
        let surface = Surface(width: 240, height: 60)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts))
        let effects = host.groupEffects
        #expect(effects.count == 1)
        guard case .paint(_, let rect)? = effects.first?.mask else {
            Issue.record("no gradient over the text: \(effects)")
            return
        }
        expectGolden(surface, named: "styles-text-gradient")
        // The inked pixels: reddish at the text's left, bluish at its right, none green.
        let row = rect.minY.floorPixels + rect.height.floorPixels / 2
        let inked = (0..<240).map { surface[$0, row] }.filter { $0 != .white }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(first.red > first.blue && last.blue > last.red)
    }

    @Test func damageOverPartOfAMaskedViewDrawsWhatAWholeFrameDraws() {
        // Small groups are kept whole; the large one is drawn only where damaged.
        for side in [80.0, 700.0] {
            let size = Int(side) + 20
            let fade = LinearGradient(colors: [.black, .clear], startPoint: .topLeading, endPoint: .bottomTrailing)
            let view = ZStack {
                Self.quarters.frame(width: side, height: side).clipShape(Circle())
                Self.quarters.frame(width: side, height: side).mask { fade }.opacity(0.8)
            }
            let host = ViewHost(rootView: view, width: size, height: size)
            host.update()
            let full = Surface(width: size, height: size)
            DisplayListRenderer(fonts: nil).draw(host.displayList, into: full, region: [full.bounds])
            let renderer = DisplayListRenderer(fonts: nil)
            let partial = Surface(width: size, height: size)
            for rect in [PixelRect(x: 3, y: 7, width: 31, height: 23), PixelRect(x: size / 2 - 9, y: size / 3, width: 17, height: size / 2),
                         PixelRect(x: 0, y: 0, width: size, height: size)] {
                partial.clear(to: .black)
                renderer.draw(host.displayList, into: partial, region: [rect])
                let expected = Surface(width: size, height: size)
                expected.clear(to: .black)
                expected.copy(rect, from: full)
                #expect(partial.hasSamePixels(as: expected), "side \(side), damage \(rect)")
            }
        }
    }

    @Test func aShadowUnderAnOpaqueGradientPlateIsDrawnFromThePlatesMaskAsFromALayer() {
        let view = Text("").frame(width: 60, height: 30)
            .background(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom), in: RoundedRectangle(cornerRadius: 8))
            .shadow(color: .black, radius: 3, x: 1, y: 2)
        let host = ViewHost(rootView: view, width: 100, height: 80)
        host.update()
        let entries = host.displayList.entries
        let shadowed = entries.firstIndex { if case .beginGroup(let e) = $0.item { e.shadow != nil } else { false } } ?? 0
        let end = DisplayListRenderer.matchingEnds(entries)[shadowed]
        #expect(DisplayListRenderer.opaqueBase(of: entries, (shadowed + 1)..<end) != nil)
        let shortcut = Surface(width: 100, height: 80)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: shortcut, region: [shortcut.bounds])
        let layered = Surface(width: 100, height: 80)
        let layerRenderer = DisplayListRenderer(fonts: nil)
        layerRenderer.drawsShadowsFromOpaqueShapes = false
        layerRenderer.draw(host.displayList, into: layered, region: [layered.bounds])
        let comparison = ImageComparison(expected: layered, actual: shortcut)
        #expect(comparison.isIdentical, "\(comparison.summary)")
    }

    // MARK: Golden images

    @Test func goldenGradients() {
        let view = VStack(spacing: 6) {
            HStack(spacing: 6) {
                Rectangle().fill(Self.redToBlue)
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(stops: [.init(color: .yellow, location: 0), .init(color: .orange, location: 0.3),
                                                 .init(color: .purple, location: 1)], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 4, endRadius: 36))
                Capsule().fill(EllipticalGradient(colors: [.yellow, .red]))
            }
            HStack(spacing: 6) {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Rectangle().fill(AngularGradient(colors: [.green, .blue], center: .topLeading, startAngle: .zero, endAngle: .degrees(90)))
                Circle().stroke(Self.redToBlue, lineWidth: 8).padding(4)
                RoundedRectangle(cornerRadius: 10).strokeBorder(AngularGradient(colors: [.pink, .blue, .pink], center: .center), lineWidth: 5)
            }
            Text("").frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(LinearGradient(colors: [Color(white: 0.9), .blue.opacity(0.6)], startPoint: .top, endPoint: .bottom))
        }
        .padding(6)
        expectGolden(render(view, width: 360, height: 240), named: "styles-gradients")
    }

    @Test func goldenClipsAndMasks() {
        let view = HStack(spacing: 8) {
            Self.quarters.clipShape(Circle())
            Self.quarters.clipShape(RoundedRectangle(cornerRadius: 16))
            Self.quarters.cornerRadius(8)
            Self.quarters.mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
            Self.quarters.mask { Capsule() }
        }
        .frame(height: 70)
        .padding(8)
        expectGolden(render(view, width: 420, height: 86), named: "styles-clips")
    }
}
