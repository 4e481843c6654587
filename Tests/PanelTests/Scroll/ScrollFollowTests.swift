import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A kiosk's event log: lines appended as events come.
@Observable
final class EventLog {
    struct Line: Identifiable {
        let id: Int
        var text: String { "Event \(id)" }
    }
    var lines: [Line]
    init(count: Int) { lines = (0..<count).map { Line(id: $0) } }
    func append() { lines.append(Line(id: lines.count)) }
}

/// The log view that follows its newest line, as written for SwiftUI.
@MainActor
private struct FollowingLog: View {
    let log: EventLog
    let requests: ScrollRequests
    var follows = true

    var body: some View {
        let lines = log.lines
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(lines) { line in
                        Text(line.text).frame(maxWidth: .infinity, minHeight: 40)
                    }
                }
            }
            .onAppear { requests.proxy = proxy }
            .onChange(of: lines.count) {
                if follows { proxy.scrollTo(log.lines.last?.id, anchor: .bottom) }
            }
        }
    }
}

@MainActor
extension ViewHost {
    /// Where the row made for the `ForEach` element with `id` shows on screen.
    func frame(ofElement id: Int) -> FixedRect? {
        ScrollTarget.find(AnyHashable(id), under: graph.root)?.screenFrame
    }
}

@MainActor
@Suite struct ScrollFollowTests {
    @Test func onChangeScrollsToTheLineJustAdded() {
        let log = EventLog(count: 12)
        let requests = ScrollRequests()
        let host = ViewHost(rootView: FollowingLog(log: log, requests: requests), width: 200, height: 400)
        host.update()
        #expect(host.frame(ofElement: 0)?.minY == Fixed(0))
        for added in 12..<20 {
            log.append()
            host.update()
            // The new line, laid out in this update, shows at the bottom.
            #expect(host.frame(ofElement: added)?.maxY == Fixed(400))
        }
        host.update()
        #expect(!host.needsUpdate)
    }

    @Test func scrollToInTheActionThatAddsTheRowReachesIt() throws {
        let log = EventLog(count: 12)
        let requests = ScrollRequests()
        let host = ViewHost(rootView: FollowingLog(log: log, requests: requests, follows: false), width: 200, height: 400)
        host.update()
        let proxy = try #require(requests.proxy)
        // The row does not exist before the next layout: the request waits for it.
        log.append()
        proxy.scrollTo(12, anchor: .bottom)
        host.update()
        #expect(host.frame(ofElement: 12)?.maxY == Fixed(400))
        #expect(host.frame(ofElement: 0)?.minY == Fixed(400 - 13 * 40))
        // A row far down, added with others in the same action, at the top.
        for _ in 0..<10 { log.append() }
        proxy.scrollTo(13, anchor: .top)
        host.update()
        #expect(host.frame(ofElement: 13)?.minY == Fixed(0))
        host.update()
        #expect(!host.needsUpdate)
    }

    @Test func aRequestForAMissingRowIsDroppedAfterOneLayout() throws {
        let log = EventLog(count: 30)
        let requests = ScrollRequests()
        let host = ViewHost(rootView: FollowingLog(log: log, requests: requests, follows: false), width: 200, height: 400)
        host.update()
        let proxy = try #require(requests.proxy)
        proxy.scrollTo(99, anchor: .top)
        host.update()
        #expect(host.frame(ofElement: 0)?.minY == Fixed(0))
        host.update()
        #expect(!host.needsUpdate)
    }
}
