import Foundation
import Testing
import Panel
import SwiftUI

// Custom layouts as apps write them with the Layout protocol.

/// Puts its subviews on a circle, each turned to the angle its `Rotation` value asks for
/// (or spread evenly when none does).
private struct OrbitLayout: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return CGSize(width: radius * 2 + largest.width, height: radius * 2 + largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, subview) in subviews.enumerated() {
            let angle = subview[OrbitAngle.self] ?? .degrees(Double(index) / Double(subviews.count) * 360)
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            point.x += center.x
            point.y += center.y
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

private struct OrbitAngle: LayoutValueKey {
    static let defaultValue: Angle? = nil
}

/// Tags in lines: each line as full as it can be, views separated by their preferred
/// spacing, with a cache of their sizes.
private struct TagCloud: Layout {
    var alignment: HorizontalAlignment = .leading

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrangeRows(width: proposal.replacingUnspecifiedDimensions().width, subviews: subviews, cache: cache)
        let height = rows.last.map { $0.y + $0.height } ?? 0
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for row in arrangeRows(width: bounds.width, subviews: subviews, cache: cache) {
            var x = bounds.minX
            if alignment == .trailing { x = bounds.maxX - row.width }
            for (position, index) in row.indices.enumerated() {
                if position > 0 {
                    x += subviews[row.indices[position - 1]].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                }
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), anchor: .topLeading,
                                      proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    private struct Row {
        var indices: [Int] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrangeRows(width: CGFloat, subviews: Subviews, cache: Cache) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        for index in subviews.indices {
            let size = cache.sizes[index]
            let gap = current.indices.last.map {
                subviews[$0].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            } ?? 0
            if !current.indices.isEmpty && current.width + gap + size.width > width {
                let y = current.y + current.height
                rows.append(current)
                let lineGap = subviews[current.indices[0]].spacing.distance(to: subviews[index].spacing, along: .vertical)
                current = Row(y: y + lineGap)
                current.indices = [index]
                current.width = size.width
                current.height = size.height
            } else {
                current.indices.append(index)
                current.width += gap + size.width
                current.height = max(current.height, size.height)
            }
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

/// Gives each subview a share of the width in proportion to its `Weight`.
private struct WeightedHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).height }.max() ?? 0
        return CGSize(width: proposal.width ?? 100, height: proposal.height ?? height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * subview[Weight.self] / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

private struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

private extension View {
    func weight(_ weight: CGFloat) -> some View { layoutValue(key: Weight.self, value: weight) }
}

/// Measures what a subview wants when offered nothing, everything, or nothing in particular.
private struct ProbeLayout: Layout {
    let reports: Reports
    func report(_ name: String, _ size: CGSize) { reports.sizes[name] = size }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        report("zero", subview.sizeThatFits(.zero))
        report("unspecified", subview.sizeThatFits(.unspecified))
        report("infinity", subview.sizeThatFits(.infinity))
        let dimensions = subview.dimensions(in: ProposedViewSize(width: 40, height: 40))
        report("dimensions", CGSize(width: dimensions.width, height: dimensions[VerticalAlignment.center]))
        report("priority", CGSize(width: subview.priority, height: 0))
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 77, height: 33))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        report("bounds", bounds.size)
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

private final class Reports: @unchecked Sendable {
    var sizes: [String: CGSize] = [:]
}

@Observable private final class Arrangement {
    var vertical = false
}

private struct SwitchingStack: View {
    let arrangement: Arrangement
    var body: some View {
        let layout = arrangement.vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 30, height: 30)
        }
        .animation(.default, value: arrangement.vertical)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct LayoutCompatTests {
    private func fills(of color: Color, in screen: CompatScreen) -> [CGRect] {
        screen.host.displayList.entries.compactMap {
            if case .fill(_, let rect, let c) = $0.item, c == color.pixelColor { rect.cgRect } else { nil }
        }
    }

    @Test func anOrbitPlacesItsViewsOnTheCircleAndHonoursLayoutValues() {
        let screen = CompatScreen(OrbitLayout(radius: 40) {
            ForEach(0..<4, id: \.self) { _ in Color.blue.frame(width: 10, height: 10) }
            Color.red.frame(width: 10, height: 10).layoutValue(key: OrbitAngle.self, value: .degrees(45))
        }, width: 200, height: 200)
        // 90 × 90 centred at (100, 100): the blue ones at 0°, 72°, 144°, 216° from the top.
        let blue = fills(of: .blue, in: screen).map { CGPoint(x: $0.midX, y: $0.midY) }
        #expect(blue.first == CGPoint(x: 100, y: 60))
        #expect(blue.count == 4)
        let red = fills(of: .red, in: screen).first
        // 45°, clockwise on the screen from the top: up and to the right.
        if let red {
            #expect(abs(red.midX - (100 + 40 * sin(Double.pi / 4))) < 1)
            #expect(abs(red.midY - (100 - 40 * cos(Double.pi / 4))) < 1)
        }
        #expect(screen.pixel(100, 60, is: .blue))
    }

    @Test func aTagCloudWrapsAndSpacesItsViewsByTheirPreferredSpacing() {
        let screen = CompatScreen(TagCloud {
            Color.red.frame(width: 50, height: 20)
            Color.green.frame(width: 50, height: 20)
            Color.blue.frame(width: 50, height: 20)
        }
        .frame(width: 120, alignment: .topLeading)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 200, height: 100)
        // Two of 50 and a standard gap of 8 fit 120; the third goes below, 8 lower.
        #expect(fills(of: .red, in: screen) == [CGRect(x: 0, y: 0, width: 50, height: 20)])
        #expect(fills(of: .green, in: screen) == [CGRect(x: 58, y: 0, width: 50, height: 20)])
        #expect(fills(of: .blue, in: screen) == [CGRect(x: 0, y: 28, width: 50, height: 20)])
    }

    @Test func spacingMeasuresBetweenViews() {
        var spacing = ViewSpacing()
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) >= 0)
        spacing.formUnion(ViewSpacing.zero)
        let united = ViewSpacing().union(.zero, edges: .all)
        #expect(united.distance(to: .zero, along: .vertical) >= 0)
    }

    @Test func weightsShareTheWidthByLayoutValue() {
        let screen = CompatScreen(WeightedHStack {
            Color.red.weight(1)
            Color.green.weight(3)
        }
        .frame(width: 200, height: 50), width: 200, height: 50)
        #expect(fills(of: .red, in: screen) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(fills(of: .green, in: screen) == [CGRect(x: 50, y: 0, width: 150, height: 50)])
    }

    @Test func proposalsOfZeroUnspecifiedAndInfinity() {
        let reports = Reports()
        let screen = CompatScreen(ProbeLayout(reports: reports) {
            Text("Hello").frame(minWidth: 20, idealWidth: 60, maxWidth: 300, minHeight: 10, idealHeight: 30, maxHeight: 200)
                .layoutPriority(2)
        }
        .fixedSize(), width: 400, height: 400)
        #expect(reports.sizes["zero"] == CGSize(width: 20, height: 10))
        #expect(reports.sizes["unspecified"] == CGSize(width: 60, height: 30))
        #expect(reports.sizes["infinity"] == CGSize(width: 300, height: 200))
        #expect(reports.sizes["dimensions"] == CGSize(width: 40, height: 20))
        #expect(reports.sizes["priority"]?.width == 2)
        // Fixed size: the proposal is unspecified, replaced by 77 × 33.
        #expect(reports.sizes["bounds"] == CGSize(width: 77, height: 33))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 5, height: 10))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        _ = screen
    }

    @Test func anyLayoutSwitchesStacksWithAnAnimation() {
        let arrangement = Arrangement()
        let screen = CompatScreen(SwitchingStack(arrangement: arrangement), width: 100, height: 100)
        #expect(fills(of: .blue, in: screen).first?.origin == CGPoint(x: 30, y: 0))
        arrangement.vertical = true
        let start = screen.host.now
        screen.draw(at: start)
        screen.draw(at: start + 100_000_000)
        // On its way from the right of red to below it.
        if let moving = fills(of: .blue, in: screen).first {
            #expect(moving.minX > 0 && moving.minX < 30)
            #expect(moving.minY > 0 && moving.minY < 30)
        }
        screen.draw(at: start + 2_000_000_000)
        #expect(fills(of: .blue, in: screen).first?.origin == CGPoint(x: 0, y: 30))
    }

    @Test func gridsSpanColumnsAndAlignRows() {
        let screen = CompatScreen(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.green.frame(width: 60, height: 20)
            }
            GridRow {
                Color.blue.frame(height: 20).gridCellColumns(2)
            }
            Divider()
            GridRow(alignment: .bottom) {
                Color.orange.frame(width: 20, height: 10)
                    .gridCellAnchor(.bottomTrailing)
                Color.purple.frame(width: 10, height: 30)
                    .gridColumnAlignment(.leading)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 200, height: 200)
        #expect(fills(of: .red, in: screen) == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        #expect(fills(of: .green, in: screen) == [CGRect(x: 40, y: 0, width: 60, height: 20)])
        // Across both columns.
        #expect(fills(of: .blue, in: screen) == [CGRect(x: 0, y: 20, width: 100, height: 20)])
        let orange = fills(of: .orange, in: screen).first, purple = fills(of: .purple, in: screen).first
        #expect(orange?.maxX == 40)                   // at its cell's trailing edge
        #expect(purple?.minX == 40)                   // the column leading
        #expect(orange?.maxY == purple?.maxY)         // the row aligned at the bottom
    }

    @Test func viewThatFitsChoosesTheFirstThatFits() {
        func screen(width: Int) -> CompatScreen {
            CompatScreen(ViewThatFits(in: .horizontal) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 20)
                    Color.green.frame(width: 100, height: 20)
                }
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 20)
                    Color.green.frame(width: 100, height: 20)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: width, height: 100)
        }
        #expect(fills(of: .green, in: screen(width: 250)).first?.origin == CGPoint(x: 100, y: 0))
        #expect(fills(of: .green, in: screen(width: 150)).first?.origin == CGPoint(x: 0, y: 20))
    }
}
