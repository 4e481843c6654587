import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// LazyVGrid and LazyHGrid: SwiftUI's column sizes (fixed first, flexible shares, adaptive
/// fits as many as its minimum allows), rows as tall as their tallest view.
@MainActor
@Suite struct LazyGridTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    /// The columns' left edges and widths of red cells, in order, relative to the first.
    private func columns(_ host: ViewHost) -> [(x: Fixed, width: Fixed)] {
        let fills = host.fills(of: .red)
        guard let first = fills.first else { return [] }
        var seen: [(x: Fixed, width: Fixed)] = []
        for rect in fills where !seen.contains(where: { $0.x == rect.minX - first.minX }) {
            seen.append((rect.minX - first.minX, rect.width))
        }
        return seen
    }

    private func adaptive(width: Int, minimum: CGFloat = 50) -> ViewHost {
        layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum))], spacing: 0) {
            ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 20) }
        }
        .frame(width: CGFloat(width)), width: 800)
    }

    @Test(arguments: [(100, 1), (107, 1), (108, 2), (165, 2), (166, 3), (200, 3), (400, 7), (800, 13)])
    func adaptiveColumnsFitAsManyOfTheirMinimumAsTheWidthHolds(width: Int, count: Int) {
        // n columns of at least 50 with 8 between need 58n − 8.
        #expect(columns(adaptive(width: width)).count == count)
    }

    @Test func adaptiveColumnsShareTheWidthWithTheirSpacing() {
        let cols = columns(adaptive(width: 116))
        #expect(cols.map(\.x) == [Fixed(0), Fixed(62)])
        #expect(cols.map(\.width) == [Fixed(54), Fixed(54)])
    }

    @Test func fixedColumnsFirstThenFlexibleSharesWithinTheirBounds() {
        let host = layout(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()),
                                              GridItem(.flexible(minimum: 10, maximum: 50), spacing: 4), GridItem(.fixed(20))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
            Color.green.frame(height: 10)
            Color.yellow.frame(height: 10)
        }
        .frame(width: 300))
        // 300 − 100 − 20 − (8 + 8 + 4) = 160: the first flexible is offered 80, the second
        // 80 and keeps 50, so the grid is 270 wide. SwiftUI lays a lazy grid out again in
        // the width it took: 270 − 140 = 130, the first flexible gets 65.
        let red = host.fill(of: .red), blue = host.fill(of: .blue), green = host.fill(of: .green), yellow = host.fill(of: .yellow)
        #expect(red?.width == Fixed(100))
        #expect(blue?.width == Fixed(65))
        #expect(green?.width == Fixed(50))
        #expect(yellow?.width == Fixed(20))
        #expect(blue.map(\.minX) == red.map { $0.maxX + Fixed(8) })
        #expect(green.map(\.minX) == blue.map { $0.maxX + Fixed(8) })
        #expect(yellow.map(\.minX) == green.map { $0.maxX + Fixed(4) })
    }

    @Test func rowsAreAsTallAsTheirTallestViewWithSpacingBetween() {
        let host = layout(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40), alignment: .top)], spacing: 6) {
            Color.red.frame(width: 40, height: 30)
            Color.blue.frame(width: 20, height: 10)
            Color.green.frame(width: 10, height: 10)
        })
        // 88 × (30 + 6 + 10) = 46, centred at (156, 127).
        #expect(host.fill(of: .red) == FixedRect(x: 156, y: 127, width: 40, height: 30))
        #expect(host.fill(of: .blue) == FixedRect(x: 214, y: 127, width: 20, height: 10))
        #expect(host.fill(of: .green) == FixedRect(x: 171, y: 163, width: 10, height: 10))
    }

    @Test func aHorizontalGridFillsColumnByColumn() {
        let host = layout(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 5) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 10, height: 20)
            Color.green.frame(width: 10, height: 20)
        })
        // Columns 30 and 10 with 5 between: 45 × 48, centred at (178 − 1/2 → 177.5, 126).
        let red = host.fill(of: .red), blue = host.fill(of: .blue), green = host.fill(of: .green)
        #expect(blue.map(\.minY) == red.map { $0.maxY + Fixed(8) })
        #expect(green.map(\.minX) == red.map { $0.maxX + Fixed(5) })
        #expect(green.map(\.minY) == red.map(\.minY))
    }
}
