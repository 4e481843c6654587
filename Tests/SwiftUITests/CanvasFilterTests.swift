import Foundation
import Testing
import SwiftUI
@testable import PanelUI

/// `GraphicsContext.addFilter` written as for Apple's SwiftUI: a row of badges, each drawn
/// through a different filter, compared with a golden under Tests/SwiftUITests/Golden.
@MainActor
@Suite struct CanvasFilterTests {
    struct FilterSampler: View {
        static let filters: [GraphicsContext.Filter] = [
            .blur(radius: 3), .shadow(color: .black.opacity(0.6), radius: 3, x: 3, y: 3), .grayscale(1), .saturation(2),
            .hueRotation(.degrees(120)), .colorInvert(), .brightness(0.3), .contrast(0.4), .colorMultiply(.yellow),
            .luminanceToAlpha, .alphaThreshold(min: 0.6, color: .purple), .opacity(0.4),
        ]

        var body: some View {
            Canvas { context, size in
                let cell = CGSize(width: size.width / 6, height: size.height / 2)
                for (index, filter) in Self.filters.enumerated() {
                    let origin = CGPoint(x: CGFloat(index % 6) * cell.width, y: CGFloat(index / 6) * cell.height)
                    var badge = context
                    badge.addFilter(filter)
                    let rect = CGRect(origin: origin, size: cell).insetBy(dx: 8, dy: 8)
                    badge.fill(Path(roundedRect: rect, cornerRadius: 6),
                               with: .linearGradient(Gradient(colors: [.red, .blue.opacity(0.5)]), startPoint: rect.origin,
                                                     endPoint: CGPoint(x: rect.maxX, y: rect.maxY)))
                    badge.stroke(Path(ellipseIn: rect.insetBy(dx: 6, dy: 6)), with: .color(.green), lineWidth: 3)
                }
            }
            .frame(width: 240, height: 80)
        }
    }

    @Test func filtersGolden() {
        let host = ViewHost(rootView: FilterSampler(), width: 240, height: 80)
        host.update()
        let surface = Surface(width: 240, height: 80)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 246, green: 247, blue: 250))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let path = parts.joined(separator: "/") + "/Golden/canvas-filters.png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden canvas-filters: \(failure)")
        }
    }
}
