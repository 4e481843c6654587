import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `ContentUnavailableView`: icon, title and description centred in the space offered.
@MainActor
@Suite struct ContentUnavailableViewTests {
    @Test func iconTitleAndDescriptionStandCentred() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: ContentUnavailableView("No Devices", systemImage: "wifi.slash",
                                                             description: Text("Connect a device to see it here.")),
                            width: 400, height: 400, textMeasurer: fonts)
        host.update()
        let title = try #require(host.frames(ofText: "No Devices").first)
        let description = try #require(host.frames(ofText: "Connect a device to see it here.").first)
        let icon = try #require(host.drawnRuns.first { $0.usesSymbolFont })
        #expect(icon.string == String(UnicodeScalar(0xE648)!))   // wifi_off
        #expect(abs((title.midX - Fixed(200)).doubleValue) < 1)
        #expect(abs((description.midX - Fixed(200)).doubleValue) < 1)
        #expect(icon.baselineOrigin.y < title.minY && title.maxY <= description.minY)
        // The whole block is centred vertically.
        let top = icon.baselineOrigin.y - icon.fontSize, bottom = description.maxY
        #expect(abs(((top + bottom) / 2 - Fixed(200)).doubleValue) < 10)
        let titleRun = try #require(host.drawnRuns.first { $0.string == "No Devices" })
        #expect(titleRun.weight == 700)
        #expect(host.colour(ofText: "Connect a device to see it here.") == secondaryTextColour())
    }

    @Test func anUnknownSymbolDoesNotStopIt() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: ContentUnavailableView("Nothing", systemImage: "not.in.panels.table"),
                            width: 300, height: 300, textMeasurer: fonts)
        host.update()
        #expect(host.drawnStrings.contains("Nothing"))
    }

    @Test func labelDescriptionAndActionsCanBeViews() throws {
        final class Log { var retried = 0 }
        let log = Log()
        let host = ViewHost(rootView: ContentUnavailableView {
            Label("Offline", systemImage: "bolt.slash")
        } description: {
            Text("The hub does not answer.")
        } actions: {
            Button("Retry") { log.retried += 1 }
        }, width: 300, height: 400)
        host.update()
        let description = try #require(host.frames(ofText: "The hub does not answer.").first)
        let retry = try #require(host.element(labeled: "Retry"))
        #expect(retry.frame.minY > description.maxY)
        host.tap(label: "Retry", at: 1)
        #expect(log.retried == 1)
    }
}
