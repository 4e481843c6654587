import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct ViewThatFitsTests {
    private func shown(width: CGFloat, height: CGFloat = 100, axes: Axis.Set = .horizontal) -> [Color] {
        let host = ViewHost(rootView: ViewThatFits(in: axes) {
            Color.red.frame(width: 300, height: 90)
            Color.blue.frame(width: 150, height: 40)
            Color.green.frame(width: 50, height: 10)
        }
        .frame(width: width, height: height), width: 400, height: 300)
        host.update()
        return [Color.red, .blue, .green].filter { !host.fills(of: $0).isEmpty }
    }

    @Test func showsTheFirstViewWhoseIdealWidthFits() {
        #expect(shown(width: 400) == [.red])
        #expect(shown(width: 300) == [.red])
        #expect(shown(width: 299) == [.blue])
        #expect(shown(width: 100) == [.green])
    }

    @Test func showsTheLastViewWhenNoneFits() {
        #expect(shown(width: 20) == [.green])
    }

    @Test func checksOnlyTheAxesItIsGiven() {
        // Vertically: 100 holds red's 90; 50 holds blue's 40.
        #expect(shown(width: 10, height: 100, axes: .vertical) == [.red])
        #expect(shown(width: 10, height: 50, axes: .vertical) == [.blue])
        #expect(shown(width: 200, height: 50, axes: [.horizontal, .vertical]) == [.blue])
        #expect(shown(width: 400, height: 50, axes: [.horizontal, .vertical]) == [.blue])
    }

    @Test func changesItsChoiceWhenItsSpaceChanges() {
        let host = ViewHost(rootView: ViewThatFits {
            Color.red.frame(width: 300, height: 10)
            Color.green.frame(width: 50, height: 10)
        }, width: 400, height: 300)
        host.update()
        #expect(!host.fills(of: .red).isEmpty && host.fills(of: .green).isEmpty)
        host.size = FixedSize(width: Fixed(200), height: Fixed(300))
        host.update()
        #expect(host.fills(of: .red).isEmpty && !host.fills(of: .green).isEmpty)
        host.size = FixedSize(width: Fixed(400), height: Fixed(300))
        host.update()
        #expect(!host.fills(of: .red).isEmpty && host.fills(of: .green).isEmpty)
    }
}
