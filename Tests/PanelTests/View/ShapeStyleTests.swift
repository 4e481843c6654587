import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Foreground styles, hierarchical levels, tints and where clipped views take touches.
@MainActor
@Suite struct ShapeStyleTests {
    private func textColors(_ host: ViewHost) -> [PixelColor] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.color } else { return nil } }
    }

    @Test func foregroundStyleWithAColourIsForegroundColor() {
        let styled = ViewHost(rootView: VStack { Text("A"); Circle().frame(width: 10, height: 10) }.foregroundStyle(Color.red), width: 100, height: 100)
        let coloured = ViewHost(rootView: VStack { Text("A"); Circle().frame(width: 10, height: 10) }.foregroundColor(.red), width: 100, height: 100)
        styled.update()
        coloured.update()
        #expect(textColors(styled) == [Color.red.pixelColor])
        #expect(styled.displayList.entries.map(\.item) == coloured.displayList.entries.map(\.item))
    }

    @Test func secondaryIsTheForegroundAtALowerOpacity() {
        let host = ViewHost(rootView: VStack {
            Text("plain")
            Text("dim").foregroundStyle(.secondary)
            Text("red dim").foregroundStyle(.secondary).foregroundStyle(.red)
            Circle().fill(.tertiary).frame(width: 10, height: 10)
        }, width: 200, height: 200)
        host.update()
        let colors = textColors(host)
        #expect(colors.count == 3)
        #expect(colors[0] == Color.primary.pixelColor)
        #expect(colors[1].alpha == 153)
        #expect(colors[2] == Color.red.opacity(0.6).pixelColor)
        let circle = host.displayList.entries.compactMap { if case .fill(.ellipse, _, let c) = $0.item { return c } else { return nil } }
        #expect(circle.map(\.alpha) == [77])
    }

    @Test func aGradientForegroundFillsShapesWithoutAStyle() {
        let host = ViewHost(rootView: HStack {
            Circle().frame(width: 20, height: 20)
            Circle().fill(Color.green).frame(width: 20, height: 20)
        }.foregroundStyle(ShapeStyleRenderingTests.redToBlue), width: 100, height: 100)
        host.update()
        let items = host.displayList.entries.map(\.item)
        #expect(items.filter { if case .gradientFill(.ellipse, _, _) = $0 { true } else { false } }.count == 1)
        #expect(host.fills(of: .green).count == 1)
    }

    @Test func tintColoursTheControlsAccent() throws {
        struct Controls: View {
            @State var on = true
            @State var level = 0.5
            var body: some View {
                VStack {
                    Toggle("Heater", isOn: $on).frame(width: 300)
                    Slider(value: $level)
                    Button("Go") {}
                }
            }
        }
        let plain = ViewHost(rootView: Controls(), width: 400, height: 300)
        plain.update()
        #expect(plain.fills(of: .purple).isEmpty)
        #expect(plain.fills(of: .green).count == 1)
        #expect(plain.fills(of: .blue).count == 2)
        let tinted = ViewHost(rootView: Controls().tint(.purple), width: 400, height: 300)
        tinted.update()
        // The switch's track, the slider's filled track and the button's plate.
        #expect(tinted.fills(of: .purple).count == 3)
        #expect(tinted.fills(of: .green).isEmpty)
        #expect(tinted.fills(of: .blue).isEmpty)
    }

    @Test func theTintStyleIsTheTintOrTheAccentColour() {
        struct Plate: View {
            var body: some View {
                VStack {
                    RoundedRectangle(cornerRadius: 8).fill(.tint).frame(width: 40, height: 20)
                    Circle().frame(width: 10, height: 10).foregroundStyle(.tint)
                }
            }
        }
        let plain = ViewHost(rootView: Plate(), width: 100, height: 100)
        plain.update()
        #expect(plain.fills(of: .accentColor).count == 2)
        let tinted = ViewHost(rootView: Plate().tint(.pink), width: 100, height: 100)
        tinted.update()
        #expect(tinted.fills(of: .pink).count == 2)
    }

    @Test func anyShapeStyleDrawsTheStyleItWraps() {
        let host = ViewHost(rootView: HStack {
            Circle().fill(AnyShapeStyle(.red)).frame(width: 10, height: 10)
            Circle().fill(AnyShapeStyle(.tint)).frame(width: 10, height: 10)
            Circle().fill(AnyShapeStyle(ShapeStyleRenderingTests.redToBlue)).frame(width: 10, height: 10)
        }.tint(.green), width: 100, height: 100)
        host.update()
        #expect(host.fills(of: .red).count == 1)
        #expect(host.fills(of: .green).count == 1)
        #expect(host.displayList.entries.filter { if case .gradientFill = $0.item { true } else { false } }.count == 1)
    }

    /// A round button in a 100 px square, with the square's corner left for a tap.
    struct RoundButton: View {
        let counter: Counter
        let shaped: Bool
        var body: some View {
            let button = Button { counter.count += 1 } label: { Color.orange.frame(width: 100, height: 100) }
                .buttonStyle(PlainButtonStyle())
                .clipShape(Circle())
            if shaped { button.contentShape(Circle()) } else { button }
        }
    }
    final class Counter { var count = 0 }

    @Test func aContentShapeKeepsTouchesToTheShapeAndClipShapeAloneDoesNot() {
        for shaped in [true, false] {
            let counter = Counter()
            let host = ViewHost(rootView: RoundButton(counter: counter, shaped: shaped), width: 200, height: 200)
            host.update()
            // The frame spans 50..<150: a corner (outside the circle), then the centre.
            host.tap(FixedPoint(x: Fixed(54), y: Fixed(54)), at: 1)
            #expect(counter.count == (shaped ? 0 : 1))
            host.tap(FixedPoint(x: Fixed(100), y: Fixed(100)), at: 2)
            #expect(counter.count == (shaped ? 1 : 2))
        }
    }

    /// The example of docs/styles.md, and SwiftUI's spellings of the styles, as they are written.
    @Test func theDocumentedSpellingsCompileAndDraw() {
        struct Example: View {
            @State var heater = true
            var body: some View {
                VStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                        .frame(height: 80)
                    Circle()
                        .stroke(AngularGradient(colors: [.blue, .green, .blue], center: .center), lineWidth: 10)
                        .frame(width: 120, height: 120)
                    Text("Boiler").foregroundStyle(.secondary)
                    HStack(spacing: 0) { Color.red; Color.green; Color.blue }
                        .frame(height: 60)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    Toggle("Heater", isOn: $heater).tint(.orange)
                    Text("Plate").padding().background(.blue, in: Capsule())
                    Circle().fill(.red).frame(width: 10, height: 10).border(.gray, width: 2)
                    Color.blue.frame(width: 20, height: 20).mask(alignment: .center) { Circle() }.cornerRadius(4, antialiased: true)
                    Text("Fade").foregroundStyle(RadialGradient(colors: [.red, .clear], center: .center, startRadius: 0, endRadius: 20))
                    Rectangle().fill(EllipticalGradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)]))
                        .frame(width: 10, height: 10)
                }
                .background(LinearGradient(colors: [.white, .gray.opacity(0.3)], startPoint: .top, endPoint: .bottom))
            }
        }
        let host = ViewHost(rootView: Example(), width: 400, height: 800)
        host.update()
        let items = host.displayList.entries.map(\.item)
        #expect(items.filter { if case .gradientFill = $0 { true } else { false } }.count == 3)
        #expect(items.filter { if case .gradientStroke = $0 { true } else { false } }.count == 1)
        #expect(host.fills(of: .orange).count == 1)
        #expect(host.groupEffects.filter { $0.mask != nil }.count == 4)
    }
}
