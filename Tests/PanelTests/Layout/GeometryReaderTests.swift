import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct GeometryReaderTests {
    final class Seen { var frames: [CGRect] = []; var local: [CGRect] = []; var insets: [EdgeInsets] = [] }

    @Test func takesAllItIsOfferedAndPutsItsContentAtTheTopLeading() {
        let seen = Seen()
        let host = ViewHost(rootView: GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
                .onAppear {
                    seen.frames.append(proxy.frame(in: .global))
                    seen.local.append(proxy.frame(in: .local))
                    seen.insets.append(proxy.safeAreaInsets)
                }
        }
        .frame(width: 200, height: 100), width: 400, height: 300)
        host.update()
        #expect(host.fill(of: .red) == FixedRect(x: 100, y: 100, width: 100, height: 25))
        #expect(seen.frames.last == CGRect(x: 100, y: 100, width: 200, height: 100))
        #expect(seen.local.last == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(seen.insets.last == EdgeInsets())
    }

    @Test func runsItsContentAgainWhenItsSizeChanges() {
        let host = ViewHost(rootView: GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }, width: 400, height: 300)
        host.update()
        #expect(host.fill(of: .red) == FixedRect(x: 0, y: 0, width: 200, height: 75))
        host.size = FixedSize(width: Fixed(600), height: Fixed(400))
        host.update()
        #expect(host.fill(of: .red) == FixedRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func inAStackItTakesWhatTheOtherViewsLeave() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.blue.frame(width: 100)
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 10) }
        }, width: 400, height: 300)
        host.update()
        #expect(host.fill(of: .red) == FixedRect(x: 100, y: 0, width: 300, height: 10))
    }
}
