import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Grid and GridRow against SwiftUI's documented layout: columns as wide as their widest
/// cell, rows as tall as their tallest, 8 px between them by default.
@MainActor
@Suite struct GridTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        let host = layout(Grid {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 30)
            }
            GridRow {
                Color.green.frame(width: 60, height: 20)
                Color.yellow.frame(width: 10, height: 10)
            }
        })
        // Columns 60 and 20, rows 30 and 20, 8 between: 88 × 58, centred at (156, 121).
        #expect(host.fill(of: .red) == FixedRect(x: 166, y: 131, width: 40, height: 10))
        #expect(host.fill(of: .blue) == FixedRect(x: 224, y: 121, width: 20, height: 30))
        #expect(host.fill(of: .green) == FixedRect(x: 156, y: 159, width: 60, height: 20))
        #expect(host.fill(of: .yellow) == FixedRect(x: 229, y: 164, width: 10, height: 10))
    }

    @Test func aSpanningCellTakesItsColumnsAndSpacingAndAViewOutsideRowsSpansTheGrid() {
        let host = layout(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
                Color.green.frame(width: 20, height: 10)
            }
            GridRow {
                Color.yellow.frame(height: 10).gridCellColumns(2)
                Color.orange.frame(width: 10, height: 10)
            }
            Divider()
        }, height: 301)
        // Columns 30, 50, 20 with 4 between: 108 wide; rows 10, 10, 1 with 2 between: 25.
        #expect(host.fill(of: .yellow) == FixedRect(x: 146, y: 150, width: 84, height: 10))
        #expect(host.fill(of: .orange) == FixedRect(x: 239, y: 150, width: 10, height: 10))
        #expect(host.fill(of: DividerNode.color) == FixedRect(x: 146, y: 162, width: 108, height: 1))
    }

    @Test func flexibleCellsShareWhatFixedOnesLeaveLeastFlexibleFirst() {
        let host = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 100)
                Color.blue.frame(maxWidth: 40)
                Color.green
            }
        }
        .frame(width: 300, height: 50))
        // 200 left: the blue column (at most 40) is offered 100 and takes 40; green takes 160.
        #expect(host.fill(of: .red) == FixedRect(x: 50, y: 125, width: 100, height: 50))
        #expect(host.fill(of: .blue) == FixedRect(x: 150, y: 125, width: 40, height: 50))
        #expect(host.fill(of: .green) == FixedRect(x: 190, y: 125, width: 160, height: 50))
    }

    @Test func columnAlignmentRowAlignmentAndCellAnchor() {
        let cells = { (red: AnyView) in
            Grid {
                GridRow(alignment: .top) {
                    red
                    Color.blue.frame(width: 20, height: 30)
                }
                GridRow {
                    Color.green.frame(width: 40, height: 10)
                    Color.yellow.frame(width: 10, height: 10)
                }
            }
        }
        // Columns 40 and 20, rows 30 and 10: 68 × 48 at (166, 126).
        let aligned = layout(cells(AnyView(Color.red.frame(width: 10, height: 10).gridColumnAlignment(.leading))))
        #expect(aligned.fill(of: .red) == FixedRect(x: 166, y: 126, width: 10, height: 10))
        #expect(aligned.fill(of: .green) == FixedRect(x: 166, y: 164, width: 40, height: 10))
        #expect(aligned.fill(of: .yellow) == FixedRect(x: 219, y: 164, width: 10, height: 10))
        let anchored = layout(cells(AnyView(Color.red.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing))))
        #expect(anchored.fill(of: .red) == FixedRect(x: 196, y: 146, width: 10, height: 10))
        let centred = layout(cells(AnyView(Color.red.frame(width: 10, height: 10))))
        #expect(centred.fill(of: .red) == FixedRect(x: 181, y: 126, width: 10, height: 10))
    }

    @Test func anUnsizedCellTakesTheSizeTheOtherCellsGiveIt() {
        let host = layout(Grid {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            GridRow {
                Color.green.gridCellUnsizedAxes([.horizontal, .vertical])
                Color.yellow.frame(width: 10, height: 10)
            }
        })
        // 88 × 28 at (156, 136): the colour fills column 0 of row 1 and no more.
        #expect(host.fill(of: .green) == FixedRect(x: 156, y: 154, width: 30, height: 10))
    }

    @Test func changingACellsSpanLaysTheGridOutAgain() {
        final class Box { var span = 1 }
        struct Cells: View {
            @State var span = 1
            let box: Box
            var body: some View {
                Grid(horizontalSpacing: 0) {
                    GridRow {
                        Color.red.frame(height: 10).gridCellColumns(span)
                        Color.blue.frame(width: 50, height: 10)
                    }
                    GridRow {
                        Color.green.frame(width: 30, height: 10)
                        Color.yellow.frame(width: 50, height: 10)
                    }
                }
                .onAppear { if box.span != span { span = box.span } }
            }
        }
        let box = Box()
        box.span = 2
        let host = layout(Cells(box: box))
        host.update()
        // Spanning both columns, red is as wide as both (80); blue moves past them.
        #expect(host.fill(of: .red)?.width == Fixed(80))
    }

    @Test func aDividerRunsAcrossTheGridAndDownARow() {
        let host = layout(HStack {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 20)
                    // Unsized, it takes the row's height rather than all it is offered.
                    Divider().gridCellUnsizedAxes(.vertical)
                    Color.blue.frame(width: 30, height: 20)
                }
                Divider()
            }
        })
        let lines = host.fills(of: DividerNode.color)
        // Down the row: 1 wide, as tall as the row; across the grid: 61 wide, 1 high.
        #expect(lines.contains { $0.width == Fixed(1) && $0.height == Fixed(20) })
        #expect(lines.contains { $0.width == Fixed(61) && $0.height == Fixed(1) })
    }
}
