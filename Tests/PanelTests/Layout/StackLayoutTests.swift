import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The stack and grid layouts as `Layout` values lay their views out exactly as the
/// stacks and grid do.
@MainActor
@Suite struct StackLayoutTests {
    private func entries(_ view: some View, width: Int = 300, height: Int = 200,
                         direction: LayoutDirection = .leftToRight) -> [DisplayItem] {
        let host = ViewHost(rootView: view.environment(\.layoutDirection, direction), width: width, height: height)
        host.update()
        return host.displayList.entries.map(\.item)
    }

    @Test func hStackLayoutIsAnHStack() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let stack = entries(HStack(alignment: .bottom) {
                Color.red.frame(width: 20, height: 30)
                Spacer()
                Color.blue.frame(minWidth: 10, maxWidth: 60).frame(height: 10)
                Color.green.frame(width: 40).layoutPriority(1)
                Text("Pump")
            }, direction: direction)
            let layout = entries(HStackLayout(alignment: .bottom) {
                Color.red.frame(width: 20, height: 30)
                Spacer()
                Color.blue.frame(minWidth: 10, maxWidth: 60).frame(height: 10)
                Color.green.frame(width: 40).layoutPriority(1)
                Text("Pump")
            }, direction: direction)
            #expect(!stack.isEmpty)
            #expect(layout == stack)
        }
    }

    @Test func vStackLayoutIsAVStack() {
        let stack = entries(VStack(alignment: .leading, spacing: 3) {
            Color.red.frame(width: 20, height: 30)
            Divider()
            Color.blue.frame(maxHeight: .infinity)
            Text("Boiler")
        })
        let layout = entries(VStackLayout(alignment: .leading, spacing: 3) {
            Color.red.frame(width: 20, height: 30)
            Divider()
            Color.blue.frame(maxHeight: .infinity)
            Text("Boiler")
        })
        #expect(!stack.isEmpty)
        #expect(layout == stack)
    }

    @Test func zStackLayoutIsAZStack() {
        let stack = entries(ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 80, height: 30)
            Color.blue.frame(width: 20, height: 50)
        })
        let layout = entries(ZStackLayout(alignment: .topTrailing) {
            Color.red.frame(width: 80, height: 30)
            Color.blue.frame(width: 20, height: 50)
        })
        #expect(!stack.isEmpty)
        #expect(layout == stack)
    }

    @Test func gridLayoutIsAGrid() {
        let grid = entries(Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 20).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow(alignment: .bottom) {
                Color.green.frame(width: 60, height: 30)
                Color.yellow.frame(width: 10, height: 10)
            }
        })
        let layout = entries(GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 20).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow(alignment: .bottom) {
                Color.green.frame(width: 60, height: 30)
                Color.yellow.frame(width: 10, height: 10)
            }
        })
        #expect(!grid.isEmpty)
        #expect(layout == grid)
    }

    @Test func aCustomLayoutCanLayOutPartOfItsSubviewsWithAStackLayout() {
        /// The first two views in a row, the rest below them in a column.
        struct RowThenColumn: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var rowCache = HStackLayout().makeCache(subviews: subviews[0..<2])
                var columnCache = VStackLayout().makeCache(subviews: subviews[2...])
                let row = HStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: subviews[0..<2], cache: &rowCache)
                let column = VStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: subviews[2...],
                                                                   cache: &columnCache)
                return CGSize(width: max(row.width, column.width), height: row.height + column.height)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var rowCache = HStackLayout().makeCache(subviews: subviews[0..<2])
                var columnCache = VStackLayout().makeCache(subviews: subviews[2...])
                let row = HStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: subviews[0..<2], cache: &rowCache)
                HStackLayout(spacing: 0).placeSubviews(in: CGRect(origin: bounds.origin, size: row), proposal: .unspecified,
                                                       subviews: subviews[0..<2], cache: &rowCache)
                let rest = CGRect(x: bounds.minX, y: bounds.minY + row.height, width: bounds.width, height: bounds.height - row.height)
                VStackLayout(alignment: .leading, spacing: 0).placeSubviews(in: rest, proposal: .unspecified,
                                                                            subviews: subviews[2...], cache: &columnCache)
            }
        }
        let host = ViewHost(rootView: RowThenColumn {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
            Color.green.frame(width: 30, height: 10)
            Color.yellow.frame(width: 5, height: 10)
        }, width: 300, height: 200)
        host.update()
        // 30 × 30, centred: from (135, 85).
        #expect(host.fill(of: .red) == FixedRect(x: 135, y: 85, width: 10, height: 10))
        #expect(host.fill(of: .blue) == FixedRect(x: 145, y: 85, width: 20, height: 10))
        #expect(host.fill(of: .green) == FixedRect(x: 135, y: 95, width: 30, height: 10))
        #expect(host.fill(of: .yellow) == FixedRect(x: 135, y: 105, width: 5, height: 10))
    }
}
