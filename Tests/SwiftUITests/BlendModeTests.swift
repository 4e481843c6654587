import Foundation
import Testing
import SwiftUI
@testable import PanelUI

/// Blend modes written as for Apple's SwiftUI: a `Canvas` that draws discs over stripes
/// with a different `GraphicsContext.blendMode` for each, and views stacked with
/// `.blendMode(_:)`; both compared with goldens under Tests/SwiftUITests/Golden.
@MainActor
@Suite struct BlendModeTests {
    struct BlendSampler: View {
        static let modes: [GraphicsContext.BlendMode] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
            .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter, .xor, .sourceIn, .clear,
        ]

        var body: some View {
            Canvas { context, size in
                let cell = CGSize(width: size.width / 6, height: size.height / 4)
                for (index, mode) in Self.modes.enumerated() {
                    let origin = CGPoint(x: CGFloat(index % 6) * cell.width, y: CGFloat(index / 6) * cell.height)
                    context.drawLayer { layer in
                        // Stripes of three colours, one of them translucent, under a disc.
                        let colors: [Color] = [.red, .yellow, Color.blue.opacity(0.5)]
                        for (stripe, color) in colors.enumerated() {
                            layer.fill(Path(CGRect(x: origin.x, y: origin.y + CGFloat(stripe) * cell.height / 3,
                                                   width: cell.width, height: cell.height / 3)), with: .color(color))
                        }
                        layer.blendMode = mode
                        layer.fill(Path(ellipseIn: CGRect(origin: origin, size: cell).insetBy(dx: 6, dy: 6)),
                                   with: .linearGradient(Gradient(colors: [.green, .purple.opacity(0.7)]), startPoint: origin,
                                                         endPoint: CGPoint(x: origin.x + cell.width, y: origin.y)))
                    }
                }
            }
            .frame(width: 240, height: 160)
        }
    }

    struct StackedViews: View {
        var body: some View {
            HStack(spacing: 0) {
                ForEach([BlendMode.multiply, .screen, .overlay, .difference, .luminosity, .plusLighter], id: \.self) { mode in
                    ZStack {
                        LinearGradient(colors: [.orange, .green], startPoint: .top, endPoint: .bottom)
                        Circle().fill(Color.purple).padding(6).blendMode(mode)
                    }
                    .frame(width: 40, height: 40)
                }
            }
        }
    }

    private func render(_ view: some View, width: Int, height: Int) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        let surface = Surface(width: width, height: height)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 246, green: 247, blue: 250))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    private func expectGolden(_ surface: Surface, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let path = parts.joined(separator: "/") + "/Golden/\(name).png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)", sourceLocation: sourceLocation)
        }
    }

    @Test func canvasBlendModesGolden() {
        expectGolden(render(BlendSampler(), width: 240, height: 160), "canvas-blend-modes")
    }

    @Test func viewBlendModesGolden() {
        expectGolden(render(StackedViews(), width: 240, height: 40), "view-blend-modes")
    }

    @Test func everyModeDrawsDifferentlyFromNormal() {
        let surface = render(BlendSampler(), width: 240, height: 160)
        func cell(_ index: Int) -> [PixelColor] {
            let x0 = (index % 6) * 40, y0 = (index / 6) * 40
            return stride(from: 8, to: 34, by: 3).flatMap { y in stride(from: 8, to: 34, by: 3).map { surface[x0 + $0, y0 + y] } }
        }
        let normal = cell(0)
        for index in 1..<BlendSampler.modes.count {
            #expect(cell(index) != normal, "mode \(BlendSampler.modes[index].rawValue)")
        }
    }
}
