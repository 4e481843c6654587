import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@MainActor
final class ScrollRequests {
    var proxy: ScrollViewProxy?
}

@MainActor
private struct ReaderScene: View {
    let requests: ScrollRequests
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100) { index in
                            Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 40).id(index)
                        }
                    }
                }
                .onAppear { requests.proxy = proxy }
            }
        }
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    private func host(_ requests: ScrollRequests) -> ViewHost {
        let host = ViewHost(rootView: ReaderScene(requests: requests), width: 200, height: 500)
        host.update()
        return host
    }

    @Test func scrollToBringsARowToTheAnchor() throws {
        let requests = ScrollRequests()
        let host = host(requests)
        let proxy = try #require(requests.proxy)
        // The viewport is 100...500.
        proxy.scrollTo(50, anchor: .top)
        host.update()
        #expect(host.top(ofRow: 50) == Fixed(100))
        proxy.scrollTo(20, anchor: .bottom)
        host.update()
        #expect(host.frame(ofID: 20)?.maxY == Fixed(500))
        proxy.scrollTo(30, anchor: .center)
        host.update()
        #expect(host.frame(ofID: 30)?.center.y == Fixed(300))
        // Past the end: as far as the content goes.
        proxy.scrollTo(99, anchor: .top)
        host.update()
        #expect(host.frame(ofID: 99)?.maxY == Fixed(500))
        #expect(!host.needsUpdate)
    }

    @Test func scrollToWithoutAnAnchorMovesTheLeastThatShowsTheRow() throws {
        let requests = ScrollRequests()
        let host = host(requests)
        let proxy = try #require(requests.proxy)
        proxy.scrollTo(3)
        host.update()
        // In view already: nothing moves.
        #expect(host.top(ofRow: 0) == Fixed(100))
        proxy.scrollTo(40)
        host.update()
        #expect(host.frame(ofID: 40)?.maxY == Fixed(500))
        proxy.scrollTo(5)
        host.update()
        #expect(host.top(ofRow: 5) == Fixed(100))
    }

    @Test func scrollToInsideWithAnimationMovesOverTime() throws {
        let requests = ScrollRequests()
        let host = host(requests)
        let proxy = try #require(requests.proxy)
        host.advance(to: MonotonicTime(seconds: 1))
        withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo(50, anchor: .top) }
        host.update(at: MonotonicTime(seconds: 1.25))
        let midway = try #require(host.top(ofRow: 50))
        #expect(midway > Fixed(100))
        #expect(midway < Fixed(100 + 50 * 40))
        #expect(host.needsUpdate)
        host.update(at: MonotonicTime(seconds: 1.6))
        #expect(host.top(ofRow: 50) == Fixed(100))
        // The indicators, shown while it moved, fade out; then all is still.
        host.update(at: MonotonicTime(seconds: 1.7))
        #expect(!host.scrollIndicatorFills.isEmpty)
        host.update(at: MonotonicTime(seconds: 2.5))
        #expect(host.scrollIndicatorFills.isEmpty)
        #expect(!host.needsUpdate)
    }

    @Test func scrollToAnUnknownIDDoesNothing() throws {
        let requests = ScrollRequests()
        let host = host(requests)
        try #require(requests.proxy).scrollTo("nothing", anchor: .top)
        host.update()
        #expect(host.top(ofRow: 0) == Fixed(100))
    }
}
