import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// Shapes written as for SwiftUI (only `path(in:)`, some with `animatableData`), drawn
/// through the frame pipeline: filled, stroked, trimmed, transformed, hit and animated.
@MainActor
@Suite struct CustomShapeTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    /// A five-pointed star drawn in one stroke: its centre is wound twice.
    struct Star: Shape {
        func path(in rect: CGRect) -> Path {
            let centre = CGPoint(x: rect.midX, y: rect.midY), radius = Swift.min(rect.width, rect.height) / 2
            return Path { p in
                for index in 0..<5 {
                    let angle = Angle.degrees(-90 + Double(index) * 144)
                    let (sin, cos) = PathTrigonometry.sinCos(radians: angle.radians)
                    let point = CGPoint(x: centre.x + radius * cos, y: centre.y + radius * sin)
                    if index == 0 { p.move(to: point) } else { p.addLine(to: point) }
                }
                p.closeSubpath()
            }
        }
    }

    /// Water in a tank, its surface a wave whose phase animates.
    struct Wave: Shape {
        var phase: Double
        var level: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(phase, level) }
            set { phase = newValue.first; level = newValue.second }
        }
        func path(in rect: CGRect) -> Path {
            Path { p in
                let surface = rect.maxY - rect.height * level
                p.move(to: CGPoint(x: rect.minX, y: surface))
                let steps = 4
                for step in 0..<steps {
                    let x0 = rect.minX + rect.width * Double(step) / Double(steps)
                    let x1 = rect.minX + rect.width * Double(step + 1) / Double(steps)
                    let lift = (step % 2 == 0 ? -6.0 : 6.0) * PathTrigonometry.sinCos(radians: phase).cos
                    p.addQuadCurve(to: CGPoint(x: x1, y: surface), control: CGPoint(x: (x0 + x1) / 2, y: surface + lift))
                }
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    /// A dial's needle from the centre, at an angle that animates.
    struct Needle: Shape {
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        func path(in rect: CGRect) -> Path {
            let (sin, cos) = PathTrigonometry.sinCos(radians: angle)
            let r = Swift.min(rect.width, rect.height) / 2 - 4
            return Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.midX + r * cos, y: rect.midY + r * sin))
            }
        }
    }

    private func render(_ view: some View, width: Int = 100, height: Int = 100) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        return surface
    }

    @Test func aCustomShapeFillsWithTheForegroundColour() {
        let surface = render(Triangle().frame(width: 80, height: 80))
        // The frame spans 10..<90: the apex at the top middle, the base along the bottom.
        #expect(surface[50, 80] == Color.primary.resolved(in: EnvironmentValues()).pixelColor)
        #expect(surface[15, 15] == .white)
        #expect(surface[85, 15] == .white)
        let red = render(Triangle().fill(Color.red).frame(width: 80, height: 80))
        #expect(red[50, 80] == Color.red.pixelColor)
    }

    @Test func evenOddLeavesTheStarsCentreOpen() {
        let nonZero = render(Star().fill(Color.black).frame(width: 80, height: 80))
        let evenOdd = render(Star().fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 80, height: 80))
        #expect(nonZero[50, 52] == .black)
        #expect(evenOdd[50, 52] == .white)
        // A point's tip is covered by both.
        #expect(nonZero[50, 14] == evenOdd[50, 14] && nonZero[50, 14] != .white)
    }

    @Test func strokesFollowTheirStyle() {
        let plain = render(Triangle().stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80))
        #expect(plain[50, 88] == .black)
        #expect(plain[50, 60] == .white)
        let dashed = render(Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10])).frame(width: 80, height: 80))
        // Along the top edge (y 10): a dash from x 10 to 20, a gap to 30.
        #expect(dashed[15, 10] == .black)
        #expect(dashed[25, 10] == .white)
    }

    @Test func strokeBorderInsetsAnInsettableShape() {
        let surface = render(Circle().inset(by: 0).strokeBorder(Color.black, lineWidth: 10).frame(width: 80, height: 80))
        // The ring lies inside the circle's edge (x 10...20 on the middle row), none outside.
        #expect(surface[14, 50] == .black)
        #expect(surface[8, 50] == .white)
        #expect(surface[50, 50] == .white)
    }

    @Test func trimTakesAPartOfAnyShape() {
        let surface = render(Rectangle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80))
        // A quarter of the outline: the top edge only.
        #expect(surface[50, 10] == .black)
        #expect(surface[90, 50] == .white)
    }

    @Test func transformedShapesMoveTheirPaths() {
        let moved = render(Rectangle().offset(x: 20, y: 0).fill(Color.black).frame(width: 40, height: 40))
        #expect(moved[75, 50] == .black)
        #expect(moved[35, 50] == .white)
        let turned = render(Rectangle().rotation(.degrees(45)).fill(Color.black).frame(width: 40, height: 40))
        #expect(turned[50, 25] == .black)
        #expect(turned[31, 31] == .white)
        let scaled = render(Rectangle().scale(0.5).fill(Color.black).frame(width: 40, height: 40))
        #expect(scaled[50, 50] == .black && scaled[33, 50] == .white)
        let erased = render(AnyShape(Triangle()).fill(Color.black).frame(width: 80, height: 80))
        #expect(erased.hasSamePixels(as: render(Triangle().fill(Color.black).frame(width: 80, height: 80))))
    }

    @Test func builtInShapesKeepTheirOwnRasterizer() {
        let host = ViewHost(rootView: Circle().fill(Color.red).frame(width: 40, height: 40), width: 100, height: 100)
        host.update()
        #expect(host.displayList.entries.contains { if case .fill(.ellipse, _, _) = $0.item { true } else { false } })
        let custom = ViewHost(rootView: Triangle().frame(width: 40, height: 40), width: 100, height: 100)
        custom.update()
        #expect(custom.displayList.entries.contains { if case .path = $0.item { true } else { false } })
    }

    @Test func touchesLandInsideThePath() {
        final class Taps { var count = 0 }
        let behind = Taps()
        // A tap the triangle does not take reaches the view behind it.
        let host = ViewHost(rootView: ZStack {
            Color.white.onTapGesture { behind.count += 1 }
            Triangle().fill(Color.black)
        }.frame(width: 80, height: 80), width: 100, height: 100)
        host.update()
        func tap(_ x: Int, _ y: Int, at seconds: Double) {
            let point = FixedPoint(x: Fixed(x), y: Fixed(y))
            host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
            host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds)))
        }
        tap(15, 15, at: 1)
        #expect(behind.count == 1)
        tap(50, 80, at: 2)
        #expect(behind.count == 1)
    }

    @Test func animatableDataMovesThePathInFixedPoint() {
        struct Gauge: View {
            @State var angle = 0.0
            var body: some View {
                Needle(angle: angle).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80)
                    .animation(.linear(duration: 1), value: angle)
                    .onTapGesture { angle = Double.pi / 2 }
            }
        }
        let host = ViewHost(rootView: Gauge(), width: 100, height: 100)
        host.update()
        func needle() -> PathItem? {
            host.displayList.entries.lazy.compactMap { if case .path(let item) = $0.item { item } else { nil } }.first
        }
        #expect(needle()?.animatableData == [0])
        let point = FixedPoint(x: Fixed(50), y: Fixed(50))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.update(at: MonotonicTime(seconds: 1.5))
        // Half way, linearly, in Q16: π/4; the needle's tip points down and to the right.
        let half = Int((Double.pi / 4 * 65536).rounded())
        let data = needle()?.animatableData.first ?? 0
        #expect(Swift.abs(data - half) <= 1)
        let tip = needle()?.geometry.elements.last
        if case .line(let p) = tip {
            #expect(Swift.abs(p.x.raw - p.y.raw) <= 2 && p.x > Fixed(60))
        } else {
            Issue.record("no needle: \(String(describing: tip))")
        }
        host.update(at: MonotonicTime(seconds: 2.5))
        #expect(needle()?.animatableData == [Int((Double.pi / 2 * 65536).rounded())])
    }

    /// A tank with a wave, a dial with a needle, a star filled even-odd.
    @Test func customShapesGolden() {
        let view = HStack(spacing: 8) {
            ZStack {
                RoundedRectangle(cornerRadius: 6).stroke(Color.gray, lineWidth: 2)
                Wave(phase: 0.7, level: 0.55).fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
                    .padding(3)
            }
            .frame(width: 60, height: 80)
            ZStack {
                Circle().stroke(Color.gray, lineWidth: 3)
                Circle().trim(from: 0.1, to: 0.4).stroke(Color.orange, style: StrokeStyle(lineWidth: 6, dash: [4, 3]))
                Needle(angle: 2.3).stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            }
            .frame(width: 80, height: 80)
            Star().fill(Color.purple, style: FillStyle(eoFill: true))
                .overlay(Star().stroke(Color.black, style: StrokeStyle(lineWidth: 1.5, lineJoin: .round)))
                .frame(width: 80, height: 80)
        }
        expectGolden(render(view, width: 260, height: 100), named: "custom-shapes")
    }
}
