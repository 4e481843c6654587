import Foundation
import Testing
import Panel
import SwiftUI
@testable import PanelUI

/// A custom `Layout` that does not implement `explicitAlignment` (`PlainColumn`) takes its
/// subviews' explicit guides, merged where they are placed, as SwiftUI's default does.
@MainActor
@Suite struct LayoutGuideMergingTests {
    private func fills(of color: Color, in view: some View, width: Int = 200, height: Int = 100) -> [CGRect] {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host.displayList.entries.compactMap {
            if case .fill(_, let rect, let c) = $0.item, c == color.pixelColor { rect.cgRect } else { nil }
        }
    }

    @Test func aSubviewsGuideBecomesTheContainers() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            PlainColumn {
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 20 }
            }
        }
        let red = fills(of: .red, in: view), blue = fills(of: .blue, in: view)
        // The column's leading guide is 20 in from its edge: the column sits 20 left of red.
        #expect(blue.first!.minX + 20 == red.first!.minX)
    }

    @Test func guidesOfSeveralSubviewsAreAveraged() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            PlainColumn {
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 10 }
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 30 }
                Color.blue.frame(width: 40, height: 10)
            }
        }
        let red = fills(of: .red, in: view), blue = fills(of: .blue, in: view)
        // (10 + 30) / 2: the view with no explicit guide takes no part.
        #expect(blue.allSatisfy { $0.minX + 20 == red.first!.minX })
    }

    @Test func withNoExplicitGuideTheDefaultsStand() {
        let view = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            PlainColumn { Color.blue.frame(width: 40, height: 10) }
        }
        let red = fills(of: .red, in: view), blue = fills(of: .blue, in: view)
        #expect(blue.first!.maxX == red.first!.maxX)
    }

    @Test func theFirstBaselineIsTheHighest() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 10, height: 40).alignmentGuide(.firstTextBaseline) { _ in 40 }
            PlainColumn(spacing: 0) {
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 15 }
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 5 }
            }
        }
        let red = fills(of: .red, in: view), blue = fills(of: .blue, in: view)
        // The first subview's baseline (15) is above the second's (20 + 5): 15 lines up with 40.
        #expect(blue.first!.minY + 15 == red.first!.minY + 40)
    }
}
