import Testing
import Panel
import SwiftUI

/// The bounds of the selected tab, handed up as an anchor.
private struct SelectedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct CentresKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// Three tabs in a row; an overlay draws a red bar under the selected one, where its
/// anchor resolves in the overlay's geometry reader.
private struct TabBarScreen: View {
    @State var selected = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Button("tab \(index)") { selected = index }
                    .frame(width: 80, height: 40)
                    .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { selected == index ? $0 : nil }
            }
        }
        .padding(20)
        .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.red.frame(width: bounds.width, height: 4)
                        .offset(x: bounds.minX, y: bounds.maxY)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Dots whose centres, collected as anchors, are joined by a background drawn behind them.
private struct ConnectedDots: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Circle().fill(.blue).frame(width: 10, height: 10)
                .anchorPreference(key: CentresKey.self, value: .center) { [$0] }
                .offset(x: 30, y: 30)
            Circle().fill(.blue).frame(width: 10, height: 10)
                .transformAnchorPreference(key: CentresKey.self, value: .center) { $0.append($1) }
                .offset(x: 130, y: 30)
        }
        .frame(width: 200, height: 100, alignment: .topLeading)
        .backgroundPreferenceValue(CentresKey.self) { centres in
            GeometryReader { proxy in
                Path { path in
                    path.addLines(centres.map { proxy[$0] })
                }
                .stroke(Color.green, lineWidth: 4)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct AnchorPreferenceTests {
    private func render(_ host: ViewHost) -> Surface {
        let surface = Surface(width: 320, height: 200)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 255, green: 255, blue: 255))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    @Test func anOverlayDrawsAtTheAnchorOfTheSelectedView() {
        let host = ViewHost(rootView: TabBarScreen(), width: 320, height: 200)
        host.update()
        let red = Color.red.pixelColor
        // The tabs stand at x 20, 100, 180 (padding 20, 80 wide), y 20..<60; the bar below.
        var surface = render(host)
        #expect(surface[60, 61] == red)
        #expect(surface[140, 61] != red)
        guard let point = host.element(labeled: "tab 2")?.activationPoint else {
            Issue.record("no tab 2")
            return
        }
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1.05)))
        host.update()
        surface = render(host)
        #expect(surface[60, 61] != red)
        #expect(surface[220, 61] == red)
        #expect(surface[181, 62] == red && surface[258, 62] == red)
    }

    @Test func pointAnchorsResolveInTheReadersCoordinates() {
        let host = ViewHost(rootView: ConnectedDots(), width: 320, height: 200)
        host.update()
        let surface = render(host)
        // The line joins the centres (35, 35) and (135, 35): green halfway, behind nothing.
        #expect(surface[85, 35] == Color.green.pixelColor)
        #expect(surface[85, 45] == PixelColor(red: 255, green: 255, blue: 255))
    }
}
