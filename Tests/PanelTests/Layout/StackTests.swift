import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Layout against the values SwiftUI gives for the same code (points = pixels here).
@MainActor
@Suite struct StackTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    @Test func hStackPutsDefaultSpacingOfEightBetweenViewsAndCentresThem() throws {
        let host = layout(HStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 20)
        })
        // 10 + 8 + 20 = 38 wide, 20 high, centred in 400×300.
        #expect(host.fill(of: .red) == FixedRect(x: 181, y: 145, width: 10, height: 10))
        #expect(host.fill(of: .blue) == FixedRect(x: 199, y: 140, width: 20, height: 20))
    }

    @Test func vStackAlignsLeadingEdgesWithExplicitSpacing() throws {
        let host = layout(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 30, height: 10)
        })
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(red.minX == blue.minX)
        #expect(blue.minY - red.maxY == Fixed(4))
        #expect(blue.minX == Fixed(185))
    }

    @Test func rightToLeftMirrorsAnHStacksOrderAndALeadingAlignment() throws {
        let row = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
            Spacer()
        }.environment(\.layoutDirection, .rightToLeft))
        // The first child at the right edge, the next to its left.
        #expect(row.fill(of: .red) == FixedRect(x: 390, y: 145, width: 10, height: 10))
        #expect(row.fill(of: .blue) == FixedRect(x: 370, y: 145, width: 20, height: 10))
        let column = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }.environment(\.layoutDirection, .rightToLeft))
        // Leading edges line up on the right: the column is 30 wide, centred (185..215).
        #expect(column.fill(of: .red) == FixedRect(x: 205, y: 140, width: 10, height: 10))
        #expect(column.fill(of: .blue) == FixedRect(x: 185, y: 150, width: 30, height: 10))
    }

    @Test func hStackAlignsBottoms() throws {
        let host = layout(HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 30)
        })
        #expect(host.fill(of: .red)?.maxY == host.fill(of: .blue)?.maxY)
    }

    @Test func spacerTakesWhatIsLeft() throws {
        let host = layout(HStack {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        }
        .frame(width: 200))
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(red.minX == Fixed(100))
        #expect(blue.maxX == Fixed(300))
    }

    @Test func viewsOfAStackOfferedUnboundedRoomAreEachOfferedUnboundedRoom() throws {
        let host = layout(HStack {
            Color.red
            Color.blue
            Color.green
        }
        .frame(height: 10))
        var stack: ViewNode?
        host.graph.root.forEachDescendant { if $0 is StackNode { stack = $0 } }
        let node = try #require(stack)
        _ = node.size(for: ProposedSize(width: .infinity, height: Fixed(10)))
        // Shares of infinity are infinity, not a third of a large number.
        for child in node.children {
            let widths = Set(child.layoutCache.sizeCache.keys.compactMap(\.width))
            #expect(widths.contains(.infinity))
            #expect(!widths.contains { $0 > Fixed(10_000) && $0 != .infinity }, "\(widths)")
        }
    }

    @Test func flexibleViewsShareTheSpaceEqually() throws {
        let host = layout(HStack {
            Color.red
            Color.blue
        }
        .frame(width: 108, height: 10))
        // (108 − 8) / 2 each.
        #expect(host.fill(of: .red)?.width == Fixed(50))
        #expect(host.fill(of: .blue)?.width == Fixed(50))
    }

    @Test func leastFlexibleViewIsOfferedSpaceFirst() throws {
        let host = layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 30)
            Color.blue
        }
        .frame(width: 100, height: 10))
        #expect(host.fill(of: .red)?.width == Fixed(30))
        #expect(host.fill(of: .blue)?.width == Fixed(70))
    }

    @Test func zStackAlignsTopTrailingCorners() throws {
        let host = layout(ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10)
        })
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(blue.maxX == red.maxX && blue.minY == red.minY)
    }

    @Test func alignmentGuideShiftsAViewAgainstItsSiblings() throws {
        let host = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 50, height: 10)
                .alignmentGuide(.leading) { d in d.width / 2 }
        })
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        // Blue's leading guide sits at its middle, under red's leading edge: the stack is
        // 75 wide.
        #expect(red.minX - blue.minX == Fixed(25))
        #expect(red.maxX - blue.minX == Fixed(75))
    }

    @Test func customAlignmentIDWorks() throws {
        enum ThirdAlignment: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
        }
        let third = HorizontalAlignment(ThirdAlignment.self)
        let host = layout(VStack(alignment: third) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 90, height: 10)
        })
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(red.minX + Fixed(10) == blue.minX + Fixed(30))
    }
}

@MainActor
private struct Pair: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
    }
}

@MainActor
@Suite struct StackFlatteningTests {
    @Test func aBodyOfSeveralViewsFlowsWithTheEnclosingStack() throws {
        let host = ViewHost(rootView: HStack(spacing: 5) { Pair() }, width: 100, height: 100)
        host.update()
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(red.minY == blue.minY)
        #expect(blue.minX - red.maxX == Fixed(5))
    }

    @Test func withoutAStackSeveralViewsFormAColumn() throws {
        let host = ViewHost(rootView: Pair(), width: 100, height: 100)
        host.update()
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(red.minX == blue.minX)
        #expect(blue.minY - red.maxY == Fixed(8))
    }

    @Test func aMultiViewLabelFlowsInTheStylesStack() throws {
        struct RowStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 2) { configuration.label }
            }
        }
        let view = Toggle(isOn: .constant(true)) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        .toggleStyle(RowStyle())
        let host = ViewHost(rootView: view, width: 100, height: 100)
        host.update()
        let red = try #require(host.fill(of: .red)), blue = try #require(host.fill(of: .blue))
        #expect(blue.minX - red.maxX == Fixed(2) && red.minY == blue.minY)
    }
}
