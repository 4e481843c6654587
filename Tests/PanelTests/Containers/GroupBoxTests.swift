import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `GroupBox`: its content (under a headline title) in a rounded box on the secondary
/// background, 16 points in.
@MainActor
@Suite struct GroupBoxTests {
    private let boxColour = Color(red: 0.949, green: 0.949, blue: 0.969)

    @Test func aTitledBoxHoldsItsContentSixteenPointsIn() throws {
        let host = ViewHost(rootView: GroupBox("Energy") {
            Color.red.frame(width: 100, height: 30)
        }, width: 300, height: 300)
        host.update()
        let box = try #require(host.shapes(of: boxColour).first)
        #expect(box.0 == .roundedRectangle(cornerRadius: Fixed(8)))
        let red = try #require(host.fill(of: .red))
        let title = try #require(host.frames(ofText: "Energy").first)
        #expect(title.minX == box.1.minX + Fixed(16) && title.minY == box.1.minY + Fixed(16))
        #expect(red.minX == box.1.minX + Fixed(16))
        #expect(red.maxY == box.1.maxY - Fixed(16))
        #expect(near(red.minY - title.maxY, Fixed(8)))
        #expect(box.1.width == Fixed(132))
    }

    @Test func theLabelIsAHeadlineAndALabelViewCanBeGiven() throws {
        let host = ViewHost(rootView: VStack {
            GroupBox {
                Text("Body text")
            } label: {
                Label("Power", systemImage: "bolt")
            }
            GroupBox { Color.blue.frame(width: 50, height: 20) }
        }, width: 300, height: 300)
        host.update()
        let power = try #require(host.drawnRuns.first { $0.string == "Power" })
        let body = try #require(host.drawnRuns.first { $0.string == "Body text" })
        // Headline: semibold, at the body's size.
        #expect(power.weight == 600 && body.weight == 400)
        // Without a label, the content starts 16 in at the top.
        let boxes = host.shapes(of: boxColour)
        #expect(boxes.count == 2)
        let blue = try #require(host.fill(of: .blue))
        #expect(blue.minY == boxes[1].1.minY + Fixed(16))
        #expect(boxes[1].1.height == Fixed(52))
    }

    @Test func theBoxIsDarkGreyInTheDarkScheme() throws {
        let host = ViewHost(rootView: GroupBox { Text("x") }.environment(\.colorScheme, .dark), width: 200, height: 200)
        host.update()
        #expect(host.shapes(of: boxColour).isEmpty)
        #expect(!host.shapes(of: Color(red: 0.11, green: 0.11, blue: 0.118)).isEmpty)
    }
}
