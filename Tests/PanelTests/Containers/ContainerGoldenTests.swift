import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// The look of the containers (golden images, compared exactly): a group box, an open
/// disclosure group, the empty state, and badges on tabs.
@MainActor
@Suite struct ContainerGoldenTests {
    struct Containers: View {
        @State private var open = true
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                GroupBox("Energy today") {
                    LabeledContent("Solar", value: "12.4 kWh")
                    LabeledContent("Grid", value: "3.1 kWh")
                }
                DisclosureGroup("Advanced", isExpanded: $open) {
                    Text("Debug overlay")
                    Text("Log level: info")
                }
                ContentUnavailableView("No Devices", systemImage: "wifi.slash",
                                       description: Text("Devices on the network appear here."))
            }
            .padding(16)
        }
    }

    @Test func groupBoxDisclosureGroupAndEmptyState() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Containers(), width: 360, height: 480, textMeasurer: fonts)
        host.update()
        expectGolden(host.drawn(fonts: fonts), named: "containers")
    }

    @Test func tabBadges() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.badge(3)
            Text("Alerts").badge("12").tabItem { Label("Alerts", systemImage: "bell") }
            Text("Rooms").tabItem { Label("Rooms", systemImage: "lightbulb") }
        }, width: 360, height: 120, textMeasurer: fonts)
        host.update()
        expectGolden(host.drawn(fonts: fonts), named: "navigation-tab-badges")
    }
}
