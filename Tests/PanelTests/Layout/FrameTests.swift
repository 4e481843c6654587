import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct FrameTests {
    private func layout(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view, width: 400, height: 300)
        host.update()
        return host
    }

    @Test func fixedFramePlacesContentByAlignment() throws {
        let host = layout(Color.red.frame(width: 10, height: 10)
            .frame(width: 100, height: 50, alignment: .bottomTrailing)
            .background(Color.blue))
        let frame = try #require(host.fill(of: .blue))
        #expect(frame == FixedRect(x: 150, y: 125, width: 100, height: 50))
        #expect(host.fill(of: .red) == FixedRect(x: 240, y: 165, width: 10, height: 10))
    }

    @Test func defaultPaddingIsSixteen() throws {
        let host = layout(Color.red.frame(width: 10, height: 10).padding().background(Color.blue))
        #expect(host.fill(of: .blue)?.size == FixedSize(width: Fixed(42), height: Fixed(42)))
    }

    @Test func paddingOnSomeEdges() throws {
        let host = layout(Color.red.frame(width: 10, height: 10)
            .padding(.horizontal, 5)
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            .background(Color.blue))
        let blue = try #require(host.fill(of: .blue)), red = try #require(host.fill(of: .red))
        #expect(blue.size == FixedSize(width: Fixed(10 + 10 + 6), height: Fixed(14)))
        #expect(red.minX - blue.minX == Fixed(7))
        #expect(red.minY - blue.minY == Fixed(1))
    }

    @Test func backgroundAndOverlayTakeTheirViewsSize() throws {
        let host = layout(Color.red.frame(width: 30, height: 20)
            .overlay(Color.green.frame(width: 10, height: 10), alignment: .topLeading)
            .background(Color.blue))
        let red = try #require(host.fill(of: .red))
        #expect(host.fill(of: .blue) == red)
        #expect(host.fill(of: .green)?.origin == red.origin)
        // Drawing order: background, view, overlay.
        let order = host.displayList.entries.compactMap { entry -> PixelColor? in
            if case .fill(_, _, let color) = entry.item { return color } else { return nil }
        }
        #expect(order == [Color.blue.pixelColor, Color.red.pixelColor, Color.green.pixelColor])
    }

    @Test func flexibleFramesFollowSwiftUIsRules() throws {
        // maxWidth: .infinity takes the whole offer; minWidth lifts a small view.
        let host = layout(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity).background(Color.blue)
            Color.red.frame(width: 10, height: 10).frame(minWidth: 50).background(Color.green)
        })
        #expect(host.fill(of: .blue)?.width == Fixed(400))
        #expect(host.fill(of: .green)?.width == Fixed(50))
    }

    @Test func shapesFillTheirFrameAndCirclesStaySquare() throws {
        let host = layout(HStack {
            RoundedRectangle(cornerRadius: 5).fill(Color.red).frame(width: 40, height: 20)
            Circle().fill(Color.blue).frame(width: 40, height: 20)
        })
        #expect(host.fill(of: .red)?.size == FixedSize(width: Fixed(40), height: Fixed(20)))
        let circle = try #require(host.fill(of: .blue))
        #expect(circle.size == FixedSize(width: Fixed(20), height: Fixed(20)))
    }
}
