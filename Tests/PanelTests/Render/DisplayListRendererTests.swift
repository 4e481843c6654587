import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct DisplayListRendererTests {
    private func render(_ view: some View, width: Int = 100, height: Int = 100) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        return surface
    }

    @Test func fillsShapesOverTheBackground() {
        let surface = render(Color.red.frame(width: 20, height: 20))
        #expect(surface[50, 50] == Color.red.pixelColor)
        #expect(surface[10, 10] == PixelColor.white)
    }

    @Test func opacityCompositesTheGroupOnce() {
        // Two overlapping opaque squares at 50 %: flattened first, so the overlap is no
        // darker than the rest.
        let surface = render(ZStack {
            Color.black.frame(width: 40, height: 40)
            Color.black.frame(width: 20, height: 20)
        }.compositingGroup().opacity(0.5))
        #expect(surface[50, 50] == surface[35, 35])
        #expect(surface[50, 50].red > 100 && surface[50, 50].red < 150)
    }

    @Test func scaleEffectShrinksAboutTheAnchor() {
        let surface = render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5))
        #expect(surface[50, 50] == Color.red.pixelColor)
        #expect(surface[35, 35] == PixelColor.white)
        #expect(surface[42, 42] == Color.red.pixelColor)
    }

    @Test func scaleEffectScalesEachAxisByItsOwnFactor() {
        // 40×40 drawn at full width and half height, about the centre (50, 50).
        let surface = render(Color.red.frame(width: 40, height: 40).scaleEffect(x: 1, y: 0.5))
        #expect(surface[50, 50] == Color.red.pixelColor)
        #expect(surface[32, 50] == Color.red.pixelColor)
        #expect(surface[67, 50] == Color.red.pixelColor)
        #expect(surface[50, 35] == PixelColor.white)
        #expect(surface[50, 66] == PixelColor.white)
        #expect(surface[50, 41] == Color.red.pixelColor)
        #expect(surface[50, 58] == Color.red.pixelColor)
    }

    @Test func shadowDarkensAroundTheShape() {
        let surface = render(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 4))
        #expect(surface[50, 50] == PixelColor.white)
        #expect(surface[50, 28].red < 250)
        #expect(surface[50, 5] == PixelColor.white)
    }

    @Test func redrawingOnlyTheDamageGivesTheSameImageAsDrawingAll() throws {
        struct Lamp: View {
            @State var on = false
            var body: some View {
                VStack {
                    RoundedRectangle(cornerRadius: 6).fill(on ? Color.yellow : Color.gray)
                        .frame(width: 40, height: 20)
                        .shadow(color: .black, radius: 2)
                        .opacity(on ? 1 : 0.5)
                        .onTapGesture { on.toggle() }
                    Color.blue.frame(width: 60, height: 10)
                }
            }
        }
        let host = ViewHost(rootView: Lamp(), width: 100, height: 100)
        let renderer = DisplayListRenderer(fonts: nil)
        let incremental = Surface(width: 100, height: 100)
        host.render(into: incremental, with: renderer)
        host.send(PointerEvent(pointer: 0, phase: .began, location: FixedPoint(x: Fixed(50), y: Fixed(40)), timestamp: .zero))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: FixedPoint(x: Fixed(50), y: Fixed(40)), timestamp: MonotonicTime(seconds: 0.1)))
        let damage = host.render(into: incremental, with: renderer).damage
        #expect(!damage.isEmpty && damage.allSatisfy { $0.area < 100 * 100 })
        let full = Surface(width: 100, height: 100)
        renderer.draw(host.displayList, into: full, region: [full.bounds])
        #expect(ImageComparison(expected: full, actual: incremental).isIdentical)
    }
}

@MainActor
@Suite struct DisplayListRendererLayerTests {
    @Test func partialRedrawsOfScaledShadowedGroupsMatchFullRedraws() {
        let view = ZStack {
            Color.white
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 40)
                .compositingGroup().shadow(color: .black, radius: 3, x: 2, y: 2).opacity(0.7).scaleEffect(0.8)
        }
        let host = ViewHost(rootView: view, width: 100, height: 100)
        host.update()
        let renderer = DisplayListRenderer(fonts: nil)
        let full = Surface(width: 100, height: 100)
        renderer.draw(host.displayList, into: full, region: [full.bounds])
        let tiles = Surface(width: 100, height: 100)
        var rects: [PixelRect] = []
        for y in stride(from: 0, to: 100, by: 13) {
            for x in stride(from: 0, to: 100, by: 17) { rects.append(PixelRect(x: x, y: y, width: 17, height: 13)) }
        }
        renderer.draw(host.displayList, into: tiles, region: Region(rects))
        let comparison = ImageComparison(expected: full, actual: tiles)
        #expect(comparison.isIdentical, "\(comparison.summary)")
    }

    @Test func aGroupWhoseContentDidNotChangeIsDrawnFromItsKeptLayer() throws {
        struct Panel: View {
            @State var pressed = false
            @State var level = 10.0
            var body: some View {
                VStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 30)
                        .compositingGroup().shadow(color: .black, radius: 3)
                        .opacity(pressed ? 0.5 : 1).scaleEffect(pressed ? 0.8 : 1)
                        .onTapGesture { pressed.toggle() }
                    // Drawn over the group's shadow: each change damages part of the group
                    // (translucent, so the group under it is drawn).
                    Color.red.opacity(0.75).frame(width: level, height: 4).padding(.top, -6)
                        .onTapGesture { level += 10 }
                }
            }
        }
        let host = ViewHost(rootView: Panel(), width: 100, height: 100)
        let renderer = DisplayListRenderer(fonts: nil)
        let incremental = Surface(width: 100, height: 100)
        host.render(into: incremental, with: renderer)
        func tap(_ y: Int, at seconds: Double) {
            let point = FixedPoint(x: Fixed(50), y: Fixed(y))
            host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
            host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
        }
        // At rest (opacity and scale changing nothing), the plate under its shadow is
        // drawn into a layer, kept.
        #expect(renderer.layerCache.count == 1)
        // Pressed: opacity and scale change, the group's content does not. Its content is
        // drawn into a layer once and kept (its entries lie at shrunk screen bounds: a
        // layer of its own).
        tap(45, at: 1)
        host.render(into: incremental, with: renderer)
        #expect(renderer.layerCache.count == 2)
        #expect(renderer.layerCache.reuses == 0)
        // The bar grows over the group's shadow: each change damages part of the group,
        // which is composited from its kept layer.
        for k in 0..<3 {
            tap(62, at: 2 + Double(k))
            let damage = host.render(into: incremental, with: renderer).damage
            #expect(!damage.isEmpty)
        }
        #expect(renderer.layerCache.count == 2)
        #expect(renderer.layerCache.reuses == 3)
        // Released: the shadowed plate at rest is composited from the layer kept at the
        // start; pressed again: the pressed content's layer.
        tap(45, at: 6)
        host.render(into: incremental, with: renderer)
        #expect(renderer.layerCache.reuses == 4)
        tap(45, at: 7)
        host.render(into: incremental, with: renderer)
        #expect(renderer.layerCache.reuses == 5)
        #expect(renderer.layerCache.count == 2)
        // Every pixel as a renderer that keeps nothing draws it.
        let full = Surface(width: 100, height: 100)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: full, region: [full.bounds])
        let comparison = ImageComparison(expected: full, actual: incremental)
        #expect(comparison.isIdentical, "\(comparison.summary)")
    }

    @Test func whatAnOpaqueFillCoversWholeIsNotDrawnUnderIt() {
        struct Covered: View {
            var body: some View {
                ZStack {
                    // Drawn through a kept layer (a fading button at rest): counted by the cache.
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 30)
                        .compositingGroup().shadow(color: .black, radius: 3).opacity(1).scaleEffect(1)
                    Color.green.frame(width: 80, height: 50)
                }
            }
        }
        let host = ViewHost(rootView: Covered(), width: 100, height: 100)
        _ = host.update()
        let full = Surface(width: 100, height: 100)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: full, region: [full.bounds])
        let renderer = DisplayListRenderer(fonts: nil)
        let partial = Surface(width: 100, height: 100)
        partial.copy(partial.bounds, from: full)
        // Inside the green rectangle (x 10–90, y 25–75): the button under it is not drawn.
        renderer.draw(host.displayList, into: partial, region: [PixelRect(x: 20, y: 30, width: 60, height: 40)])
        #expect(renderer.layerCache.count == 0)
        #expect(partial.hasSamePixels(as: full))
        // Reaching past it: everything under is drawn.
        renderer.draw(host.displayList, into: partial, region: [PixelRect(x: 5, y: 30, width: 60, height: 40)])
        #expect(renderer.layerCache.count == 1)
        #expect(partial.hasSamePixels(as: full))
    }

    @Test func opacityAndScaleNestedInEachOtherFoldIntoOneComposite() {
        // scaleEffect(opacity(shadow(compositingGroup(plate)))): the pressed button.
        let view = RoundedRectangle(cornerRadius: 5).fill(Color.blue).frame(width: 40, height: 20)
            .compositingGroup().shadow(color: .black, radius: 3).opacity(0.5).scaleEffect(0.8)
        let host = ViewHost(rootView: view, width: 100, height: 100)
        host.update()
        let entries = host.displayList.entries
        let ends = DisplayListRenderer.matchingEnds(entries)
        guard case .beginGroup(let outer) = entries[0].item else {
            Issue.record("the scale group comes first")
            return
        }
        let end = ends[0]
        let folded = DisplayListRenderer.fold(outer, bounds: entries[0].localBounds, entries, 1..<end, ends: ends)
        // Scale and opacity together; the shadow group inside is their content.
        #expect(folded?.effect.opacity == 128)
        #expect(folded?.effect.scaleX == GroupEffect.q16(0.8))
        #expect(folded.map { entries[$0.range.lowerBound].item }.map {
            if case .beginGroup(let effect) = $0 { effect.shadow != nil } else { false }
        } == true)
        // A shadow or clip is not folded.
        var shadowed = outer
        shadowed.shadow = ShadowEffect(color: .black, radius: Fixed(2), offset: .zero)
        #expect(DisplayListRenderer.fold(shadowed, bounds: entries[0].localBounds, entries, 1..<end, ends: ends) == nil)
    }

    @Test func aShadowOverAnIdentityGroupIsDrawnFromItsPlatesMaskAsFromALayer() {
        // `.compositingGroup()` inside `.shadow`: the group changes nothing, so the plate's
        // own blurred mask serves, and the pixels are those of the layer and its blur.
        var builder = DisplayListBuilder()
        var shadow = GroupEffect()
        shadow.shadow = ShadowEffect(color: .black, radius: Fixed(3), offset: FixedPoint(x: Fixed(1), y: Fixed(2)))
        builder.beginGroup(shadow)
        builder.beginGroup(GroupEffect())
        let plate = FixedRect(x: Fixed(20), y: Fixed(20), width: Fixed(50), height: Fixed(30))
        builder.add(.fill(.roundedRectangle(cornerRadius: Fixed(5)), rect: plate, color: PixelColor(argb: 0xFF00_7AFF)), bounds: plate)
        let label = FixedRect(x: Fixed(30), y: Fixed(28), width: Fixed(30), height: Fixed(12))
        builder.add(.fill(.rectangle, rect: label, color: .white), bounds: label)
        builder.endGroup()
        builder.endGroup()
        let list = builder.list
        let entries = list.entries
        #expect(DisplayListRenderer.opaqueBase(of: entries, 1..<(entries.count - 1)) != nil)
        let shortcut = Surface(width: 100, height: 80)
        DisplayListRenderer(fonts: nil).draw(list, into: shortcut, region: [shortcut.bounds])
        let layered = Surface(width: 100, height: 80)
        let layerRenderer = DisplayListRenderer(fonts: nil)
        layerRenderer.drawsShadowsFromOpaqueShapes = false
        layerRenderer.draw(list, into: layered, region: [layered.bounds])
        let comparison = ImageComparison(expected: layered, actual: shortcut)
        #expect(comparison.isIdentical, "\(comparison.summary)")
    }

    @Test func hugeContentNeedsNoHugeLayer() {
        let view = Color.red.frame(width: 1e9, height: 1e9).opacity(0.5)
        let host = ViewHost(rootView: view, width: 64, height: 64)
        let surface = Surface(width: 64, height: 64)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        #expect(surface[10, 10].red > 200 && surface[10, 10].blue < 200)
    }
}
