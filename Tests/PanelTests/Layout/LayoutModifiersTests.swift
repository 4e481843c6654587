import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct LayoutModifiersTests {
    @Test func offsetMovesDrawingAndTouchesButNotLayout() throws {
        @MainActor final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: 30, y: 5).onTapGesture { box.taps += 1 }
            Color.blue.frame(width: 20, height: 20)
        }, width: 100, height: 100)
        host.update()
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(red == FixedRect(x: 60, y: 45, width: 20, height: 20))
        #expect(blue.minX == Fixed(50))
        host.tap(red.center, at: 0)
        #expect(box.taps == 1)
    }

    @Test func higherLayoutPriorityIsServedFirst() throws {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(minWidth: 10)
            Color.blue.frame(minWidth: 10).layoutPriority(1)
        }.frame(width: 100, height: 10), width: 200, height: 100)
        host.update()
        #expect(host.fill(of: .blue)?.width == Fixed(90))
        #expect(host.fill(of: .red)?.width == Fixed(10))
    }

    @Test func fixedSizeKeepsTextOnOneLine() throws {
        let measurer = ApproximateTextMeasurer(advance: 0.5)
        let host = ViewHost(rootView: Text("ab cd").fixedSize().frame(width: 20), width: 200, height: 100, textMeasurer: measurer)
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["ab cd"])
    }

    @Test func dividerRunsAcrossItsStack() throws {
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Divider()
            HStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 30)
                Divider()
            }
        }, width: 100, height: 100)
        host.update()
        let lines = host.fills(of: DividerNode.color)
        #expect(lines.count == 2)
        // As in SwiftUI, a divider takes all it is offered along its line: the column
        // becomes as wide as the screen, the row as tall as what is left.
        #expect(lines[0].size == FixedSize(width: Fixed(100), height: Fixed(1)))
        #expect(lines[1].size == FixedSize(width: Fixed(1), height: Fixed(100 - 10 - 1)))
    }

    @Test func allowsHitTestingFalseLetsTouchesThrough() throws {
        @MainActor final class Box { var below = 0, above = 0 }
        let box = Box()
        let host = ViewHost(rootView: ZStack {
            Color.gray.frame(width: 50, height: 50).onTapGesture { box.below += 1 }
            Color.red.frame(width: 50, height: 50).onTapGesture { box.above += 1 }.allowsHitTesting(false)
        }, width: 100, height: 100)
        host.update()
        host.tap(FixedPoint(x: Fixed(50), y: Fixed(50)), at: 0)
        #expect(box.below == 1 && box.above == 0)
    }
}
