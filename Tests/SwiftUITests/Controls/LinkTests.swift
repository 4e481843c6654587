import Testing
import Panel
@testable import SwiftUI

/// A help link written as for Apple's SwiftUI, with the app's own URL handler.
private struct Help: View {
    @State var opened: [String] = []
    var body: some View {
        VStack {
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Link(destination: URL(string: "panel://settings")!) {
                Label("Settings", systemImage: "gear")
            }
            .buttonStyle(.link)
            Text("opened \(opened.joined(separator: " "))")
        }
        .environment(\.openURL, OpenURLAction { url in
            opened.append(url.absoluteString)
            return url.scheme == "panel" ? .handled : .discarded
        })
    }
}

@MainActor
@Suite(.serialized) struct LinkTests {
    private func tap(_ host: ViewHost, _ label: String, at seconds: Double) throws {
        let point = try #require(host.element(labeled: label)).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
        host.update()
    }

    @Test func aLinkGivesItsDestinationToTheEnvironmentsOpenURL() throws {
        let host = ViewHost(rootView: Help(), width: 320, height: 240)
        host.update()
        let help = try #require(host.element(labeled: "Help"))
        #expect(help.kind == .button && help.traits.contains(.isLink) && !help.traits.contains(.isButton))
        try tap(host, "Help", at: 1)
        try tap(host, "Settings", at: 2)
        #expect(host.visibleTexts.contains("opened https://example.com/help panel://settings"))
    }

    @Test func theSystemActionLogsAndReportsNothingOpened() {
        var logged: [URL] = []
        let saved = OpenURLAction.systemOpener
        OpenURLAction.systemOpener = { logged.append($0) }
        defer { OpenURLAction.systemOpener = saved }
        var accepted: [Bool] = []
        let url = URL(string: "https://example.com")!
        EnvironmentValues().openURL(url) { accepted.append($0) }
        OpenURLAction { _ in .systemAction(URL(string: "https://example.org")!) }(url) { accepted.append($0) }
        OpenURLAction { _ in .handled }(url) { accepted.append($0) }
        #expect(logged.map(\.absoluteString) == ["https://example.com", "https://example.org"])
        #expect(accepted == [false, false, true])
    }

    @Test func aLinkDrawsInTheAccentColourAsABorderlessButtonDoes() {
        let link = ViewHost(rootView: Link("Help", destination: URL(string: "https://example.com")!), width: 200, height: 60)
        let button = ViewHost(rootView: Button("Help") {}.buttonStyle(.borderless), width: 200, height: 60)
        link.update()
        button.update()
        #expect(link.displayList == button.displayList)
    }
}
