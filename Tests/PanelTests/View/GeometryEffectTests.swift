import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// A view moved along x by its animatable data.
private struct Slide: GeometryEffect {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: x, y: 0)) }
}

/// A black 40×40 square in the middle of a 200×200 white screen, turned a whole turn by a tap.
private struct Spinner: View {
    @State var turned = false
    var body: some View {
        ZStack {
            Color.white
            Color.black.frame(width: 40, height: 40).rotationEffect(.degrees(turned ? 360 : 0))
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { turned.toggle() } }
    }
}

/// `rotationEffect`, `transformEffect`, `rotation3DEffect` and custom geometry effects,
/// drawn: the pixels they cover, their anchors, their animation and their damage.
@MainActor
@Suite struct GeometryEffectTests {
    private func render(_ view: some View, width: Int = 200, height: Int = 200) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        return surface
    }

    private func square(_ effect: (AnyView) -> some View) -> Surface {
        render(ZStack { Color.white; effect(AnyView(Color.black.frame(width: 40, height: 40))) })
    }

    private func isBlack(_ color: PixelColor) -> Bool { color == .black }
    private func isWhite(_ color: PixelColor) -> Bool { color == .white }

    @Test func aSquareTurned45DegreesCoversItsDiamondNotItsFrame() {
        let surface = square { $0.rotationEffect(.degrees(45)) }
        // The frame is (80, 80)–(120, 120); the diamond reaches 28.3 px along the axes.
        #expect(isBlack(surface[100, 100]))
        #expect(isBlack(surface[100, 75]) && isBlack(surface[125, 100]) && isBlack(surface[100, 125]) && isBlack(surface[75, 100]))
        #expect(isWhite(surface[100, 66]) && isWhite(surface[134, 100]))
        // The frame's corners lie outside the diamond.
        for (x, y) in [(81, 81), (118, 81), (118, 118), (81, 118)] { #expect(isWhite(surface[x, y]), "at \(x), \(y)") }
        let edge = surface[113, 114]
        #expect(edge.red > 40 && edge.red < 215, "an edge is anti-aliased")
    }

    @Test func theAnchorIsThePointThatStaysPut() {
        // A quarter turn clockwise about the top-leading corner (80, 80) swings the square
        // to its left: x 40–80, y 80–120.
        let corner = square { $0.rotationEffect(.degrees(90), anchor: .topLeading) }
        #expect(isBlack(corner[60, 100]))
        #expect(isWhite(corner[100, 100]))
        // About the bottom-trailing corner (120, 120): x 120–160, y 80–120.
        let opposite = square { $0.rotationEffect(.degrees(90), anchor: .bottomTrailing) }
        #expect(isBlack(opposite[140, 100]))
        #expect(isWhite(opposite[100, 100]))
        // About the centre a square turned a quarter looks as it was.
        #expect(square { $0.rotationEffect(.degrees(90)) }.hasSamePixels(as: square { $0 }))
    }

    @Test func aTransformEffectShearsInTheViewsOwnCoordinates() {
        // x' = x + y/2 from the view's top-left (80, 80): the top edge stays, the bottom one
        // moves 20 px right.
        let surface = square { $0.transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) }
        #expect(isBlack(surface[85, 82]))
        #expect(isWhite(surface[85, 117]))
        #expect(isBlack(surface[135, 117]))
        #expect(isWhite(surface[125, 82]))
    }

    @Test func aRotationAboutXOrYIsDrawnForeshortened() {
        // 60° about y: cos 60° = ½, the width halves about the centre (x 90–110).
        let aboutY = square { $0.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)) }
        #expect(isBlack(aboutY[95, 100]) && isBlack(aboutY[104, 100]))
        #expect(isWhite(aboutY[86, 100]) && isWhite(aboutY[113, 100]))
        #expect(isBlack(aboutY[100, 82]))
        // 60° about x: the height halves.
        let aboutX = square { $0.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)) }
        #expect(isBlack(aboutX[100, 95]) && isWhite(aboutX[100, 86]) && isBlack(aboutX[82, 100]))
        // Perspective is not drawn: none draws as much as the default.
        let flat = square { $0.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0) }
        #expect(flat.hasSamePixels(as: aboutY))
        // About z it is a rotation.
        #expect(square { $0.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)) }
            .hasSamePixels(as: square { $0.rotationEffect(.degrees(30)) }))
    }

    @Test func theProjectionKeepsThePerspectiveItDoesNotDraw() {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0))
        let value = effect.effectValue(size: CGSize(width: 40, height: 40))
        #expect(!value.isAffine)
        #expect(abs(value.m11 - 0.5) < 1e-6)
        // What is drawn is its parallel projection.
        let drawn = value.affinePart
        #expect(drawn.a == FixedAffineTransform.one / 2 && drawn.d == FixedAffineTransform.one)
    }

    @Test func aCustomGeometryEffectMovesTheView() {
        let moved = render(ZStack { Color.white; Color.black.frame(width: 40, height: 40).modifier(Slide(x: 50)) })
        #expect(isBlack(moved[150, 100]) && isWhite(moved[100, 100]))
    }

    private func transform(_ host: ViewHost) -> FixedAffineTransform? {
        host.groupEffects.compactMap(\.transform).first?.local
    }

    @Test func aRotationAnimatesThroughItsAngle() throws {
        let host = ViewHost(rootView: Spinner(), width: 200, height: 200)
        host.update()
        #expect(transform(host)?.isIdentity == true)
        host.send(PointerEvent(pointer: 0, phase: .began, location: FixedPoint(x: Fixed(10), y: Fixed(10)), timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: FixedPoint(x: Fixed(10), y: Fixed(10)), timestamp: MonotonicTime(seconds: 1)))
        // 0° to 360° is a whole turn, not a matrix that stays the same: a quarter of the way
        // it has turned 90°, half way 180°.
        let one = FixedAffineTransform.one
        host.update(at: MonotonicTime(seconds: 1.25))
        let quarter = try #require(transform(host))
        #expect(abs(quarter.a) <= 1 && quarter.b == one && quarter.c == -one && abs(quarter.d) <= 1)
        host.update(at: MonotonicTime(seconds: 1.5))
        let half = try #require(transform(host))
        #expect(half.a == -one && abs(half.b) <= 1 && half.d == -one)
        host.update(at: MonotonicTime(seconds: 2))
        #expect(transform(host)?.isIdentity == true)
        #expect(!host.needsUpdate)
    }

    @Test func aCustomEffectAnimatesThroughItsData() {
        struct Mover: View {
            @State var far = false
            var body: some View {
                Color.black.frame(width: 40, height: 40).modifier(Slide(x: far ? 100 : 0))
                    .frame(width: 200, height: 200).background(Color.white)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { far.toggle() } }
            }
        }
        let host = ViewHost(rootView: Mover(), width: 200, height: 200)
        host.update()
        let point = FixedPoint(x: Fixed(10), y: Fixed(10))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 0)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 0)))
        for (time, x) in [(0.25, 25), (0.5, 50), (0.75, 75), (1.0, 100)] {
            host.update(at: MonotonicTime(seconds: time))
            #expect(transform(host)?.tx == Fixed(x), "at \(time) s")
        }
    }

    @Test func aRotatingViewDamagesWhereItWasAndWhereItIs() throws {
        let host = ViewHost(rootView: Spinner(), width: 200, height: 200)
        let renderer = DisplayListRenderer(fonts: nil)
        let surface = Surface(width: 200, height: 200)
        host.render(into: surface, with: renderer, at: MonotonicTime(seconds: 0))
        let point = FixedPoint(x: Fixed(10), y: Fixed(10))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1)))
        for step in 1...12 {
            let frame = host.render(into: surface, with: renderer, at: MonotonicTime(seconds: 1 + Double(step) / 12))
            // The damage holds the square turned (up to 28.3 px from the centre) and no more
            // than a few pixels beyond.
            let box = frame.damage.rects.reduce(PixelRect.zero) { $0.union($1) }
            #expect(box.x >= 66 && box.maxX <= 134 && box.y >= 66 && box.maxY <= 134, "damage \(box) at step \(step)")
            if step == 1 || step == 4 { #expect(box.width >= 2 * 28 && box.height >= 2 * 28, "damage \(box) at step \(step)") }
            // What the damage redrew is what a whole redraw draws.
            let whole = Surface(width: 200, height: 200)
            DisplayListRenderer(fonts: nil).draw(host.displayList, into: whole, region: [whole.bounds])
            #expect(surface.hasSamePixels(as: whole), "step \(step)")
        }
    }

    @Test func aTurningViewIsCompositedFromItsKeptLayer() {
        let host = ViewHost(rootView: Spinner(), width: 200, height: 200)
        let renderer = DisplayListRenderer(fonts: nil)
        let surface = Surface(width: 200, height: 200)
        host.render(into: surface, with: renderer, at: MonotonicTime(seconds: 0))
        let point = FixedPoint(x: Fixed(10), y: Fixed(10))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1)))
        for step in 1...6 { host.render(into: surface, with: renderer, at: MonotonicTime(seconds: 1 + Double(step) / 12)) }
        // The square's content stays the same while it turns: drawn once, then only composited.
        #expect(renderer.layerCache.reuses == 5)
        #expect(renderer.layerCache.count == 1)
    }

    @Test func anIdentityEffectDrawsAsNoEffect() {
        #expect(square { $0.rotationEffect(.zero) }.hasSamePixels(as: square { $0 }))
        #expect(square { $0.transformEffect(.identity) }.hasSamePixels(as: square { $0 }))
        // A transform that only scales draws as the scale effect does.
        #expect(square { $0.transformEffect(CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 20, y: 20)) }
            .hasSamePixels(as: square { $0.scaleEffect(0.5) }))
    }
}
