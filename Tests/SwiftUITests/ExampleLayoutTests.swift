import Foundation
import Testing
import Panel
import SwiftUI
@testable import PanelUI

@Observable private final class Choice {
    var radial = false
}

/// Custom layouts written as for Apple's SwiftUI (`Layouts/`), laid out and drawn by Panel.
@MainActor
@Suite struct ExampleLayoutTests {
    private func host(_ view: some View, width: Int, height: Int) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    /// The rectangles filled with `color`, in drawing order.
    private func fills(of color: Color, in host: ViewHost) -> [CGRect] {
        host.displayList.entries.compactMap {
            if case .fill(_, let rect, let c) = $0.item, c == color.pixelColor { rect.cgRect } else { nil }
        }
    }

    private func tiles(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { _ in Color.blue.frame(width: 40, height: 20) }
    }

    @Test func aFlowLayoutFillsLinesAndWrapsWhatDoesNotFit() {
        let flow = host(FlowLayout(spacing: 10, lineSpacing: 10) { tiles(5) }, width: 150, height: 100)
        // Three 40-wide tiles fit a line of 150 (140 with their spacing), two go below:
        // 140 × 50, centred.
        #expect(fills(of: .blue, in: flow).map(\.origin) == [
            CGPoint(x: 5, y: 25), CGPoint(x: 55, y: 25), CGPoint(x: 105, y: 25),
            CGPoint(x: 5, y: 55), CGPoint(x: 55, y: 55),
        ])
        let narrow = host(FlowLayout(spacing: 10, lineSpacing: 10) { tiles(5) }, width: 100, height: 100)
        // Two to a line in 100: three lines, 90 × 80.
        #expect(fills(of: .blue, in: narrow).map(\.origin) == [
            CGPoint(x: 5, y: 10), CGPoint(x: 55, y: 10), CGPoint(x: 5, y: 40), CGPoint(x: 55, y: 40), CGPoint(x: 5, y: 70),
        ])
    }

    @Test func theDocumentedFlowLayoutFlowsAsTheCachedOne() {
        let widths: [CGFloat] = [30, 50, 20, 60, 40, 10]
        for width in [90, 130, 200] {
            let documented = host(DocumentedFlowLayout {
                ForEach(widths.indices, id: \.self) { Color.blue.frame(width: widths[$0], height: 10 + CGFloat($0)) }
            }, width: width, height: 120)
            let cached = host(FlowLayout {
                ForEach(widths.indices, id: \.self) { Color.blue.frame(width: widths[$0], height: 10 + CGFloat($0)) }
            }, width: width, height: 120)
            #expect(fills(of: .blue, in: documented).count == widths.count)
            #expect(fills(of: .blue, in: documented) == fills(of: .blue, in: cached))
        }
    }

    @Test func aLayoutValueStartsANewLine() {
        let flow = host(FlowLayout(spacing: 10, lineSpacing: 10) {
            Color.blue.frame(width: 40, height: 20)
            Color.red.frame(width: 40, height: 20).layoutValue(key: StartsNewLine.self, value: true)
            Color.blue.frame(width: 40, height: 20)
        }, width: 300, height: 100)
        // Red begins the second line; the third tile follows it. 90 × 50, centred.
        #expect(fills(of: .red, in: flow).map(\.origin) == [CGPoint(x: 105, y: 55)])
        #expect(fills(of: .blue, in: flow).map(\.origin) == [CGPoint(x: 105, y: 25), CGPoint(x: 155, y: 55)])
    }

    @Test func aRadialLayoutPutsItsViewsOnACircle() {
        let radial = host(RadialLayout {
            ForEach(0..<4, id: \.self) { _ in Color.blue.frame(width: 20, height: 20) }
        }.frame(width: 100, height: 100), width: 100, height: 100)
        // A radius of 40 (50 less half a tile), from the top, clockwise.
        #expect(fills(of: .blue, in: radial).map(\.origin) == [
            CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 40), CGPoint(x: 40, y: 80), CGPoint(x: 0, y: 40),
        ])
    }

    @Test func anEqualWidthStackGivesEveryViewTheWidestIdealWidth() {
        let row = host(EqualWidthHStack {
            Color.red.frame(idealWidth: 30, idealHeight: 20)
            Color.blue.frame(idealWidth: 60, idealHeight: 10)
        }, width: 300, height: 100)
        // Two cells of 60 × 20, 8 apart (the views' standard spacing): 128 wide, centred.
        #expect(fills(of: .red, in: row) == [CGRect(x: 86, y: 40, width: 60, height: 20)])
        #expect(fills(of: .blue, in: row) == [CGRect(x: 154, y: 40, width: 60, height: 20)])
    }

    @Test func anyLayoutSwitchesBetweenCustomLayouts() {
        struct Switching: View {
            let choice: Choice
            var body: some View {
                let layout = choice.radial ? AnyLayout(RadialLayout()) : AnyLayout(FlowLayout(spacing: 10, lineSpacing: 10))
                layout {
                    ForEach(0..<4, id: \.self) { _ in Color.blue.frame(width: 20, height: 20) }
                }
                .frame(width: 100, height: 100)
            }
        }
        let choice = Choice()
        let switching = host(Switching(choice: choice), width: 100, height: 100)
        // Flowing: 20, 10, 20, 10, 20, 10, 20 = 110 > 100: three on the first line, 50 high.
        #expect(fills(of: .blue, in: switching).map(\.origin.y) == [25, 25, 25, 55])
        choice.radial = true
        switching.update()
        #expect(fills(of: .blue, in: switching).map(\.origin) == [
            CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 40), CGPoint(x: 40, y: 80), CGPoint(x: 0, y: 40),
        ])
    }

    @Test func radialLayoutGolden() {
        let colors: [Color] = [.red, .orange, .yellow, .green, .pink, .black, .blue, .purple]
        let view = RadialLayout {
            ForEach(colors.indices, id: \.self) { index in
                Circle().fill(colors[index]).frame(width: 24 + CGFloat(index % 2) * 8, height: 24 + CGFloat(index % 2) * 8)
            }
            Capsule().fill(Color.gray).frame(width: 40, height: 20)
        }
        .padding(6)
        let viewHost = host(view, width: 160, height: 160)
        let surface = Surface(width: 160, height: 160)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 246, green: 247, blue: 250))
            .draw(viewHost.displayList, into: surface, region: [surface.bounds])
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let path = parts.joined(separator: "/") + "/Golden/layout-radial.png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden layout-radial: \(failure)")
        }
    }
}
