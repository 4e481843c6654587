import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Golden images of grids, gauges, progress bars and trimmed rings, drawn through the view
/// layer and the renderer (without fonts: labels are left out of the pictures).
/// `PANEL_UPDATE_GOLDEN=1` rewrites them.
@MainActor
@Suite struct IndicatorGoldenTests {
    static let background = PixelColor(red: 246, green: 247, blue: 250)

    func render(_ view: some View, width: Int, height: Int) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        let surface = Surface(width: width, height: height)
        DisplayListRenderer(fonts: nil, background: Self.background).draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    @Test func tileGrid() {
        let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink, .gray]
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 70), spacing: 10)], spacing: 10) {
            ForEach(0..<11, id: \.self) { index in
                RoundedRectangle(cornerRadius: 10)
                    .fill(colors[index % colors.count])
                    .frame(height: index % 3 == 0 ? 50 : 40)
            }
        }
        .padding(10)
        expectGolden(render(view.frame(width: 330), width: 330, height: 200), named: "layout-tile-grid")
    }

    @Test func grid() {
        let view = Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 6) {
            GridRow {
                Color.blue.frame(width: 60, height: 20)
                Color.green.frame(width: 30, height: 30)
                Color.orange.frame(width: 90, height: 20).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 20, height: 40)
                Color.purple.frame(height: 12).gridCellColumns(2)
            }
            GridRow {
                Color.gray.gridCellUnsizedAxes([.horizontal, .vertical])
                Color.yellow.frame(width: 40, height: 24).gridCellAnchor(.topTrailing)
                Color.pink.frame(width: 40, height: 40)
            }
        }
        .padding(8)
        expectGolden(render(view, width: 220, height: 150), named: "layout-grid")
    }

    @Test func gauges() {
        let values = [0.0, 0.5, 1.0]
        let view = VStack(spacing: 12) {
            HStack(spacing: 12) {
                ForEach(values, id: \.self) { value in
                    Gauge(value: value) { EmptyView() }.gaugeStyle(.accessoryCircular)
                }
                ForEach(values, id: \.self) { value in
                    Gauge(value: value) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity)
                }
            }
            ForEach(values, id: \.self) { value in
                Gauge(value: value) { EmptyView() }.gaugeStyle(.linearCapacity)
            }
            Gauge(value: 0.3) { EmptyView() }.gaugeStyle(.accessoryLinear)
        }
        .padding(10)
        expectGolden(render(view.frame(width: 464), width: 464, height: 200), named: "indicator-gauges")
    }

    @Test func progress() {
        let view = VStack(spacing: 14) {
            ProgressView(value: 0.0)
            ProgressView(value: 0.35)
            ProgressView(value: 1.0)
            HStack(spacing: 14) {
                ProgressView(value: 0.25).progressViewStyle(.circular)
                ProgressView(value: 0.8).progressViewStyle(.circular)
                ProgressView()
            }
        }
        .padding(10)
        expectGolden(render(view.frame(width: 200), width: 200, height: 110), named: "indicator-progress")
    }

    @Test func trimmedRings() {
        let view = HStack(spacing: 10) {
            Circle().trim(from: 0.1, to: 0.7).stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            Circle().trim(from: 0, to: 0.3).stroke(Color.red, lineWidth: 5)
            Circle().trim(from: 0.25, to: 0.75).fill(Color.green)
            Circle().trim(from: 0.5, to: 1).stroke(Color.purple, style: StrokeStyle(lineWidth: 13, lineCap: .round))
        }
        .frame(height: 60)
        .padding(10)
        expectGolden(render(view, width: 300, height: 84), named: "shape-trimmed-rings")
    }
}
