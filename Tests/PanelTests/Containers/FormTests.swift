import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `Form` as a settings page (an inset-grouped list, golden image compared exactly) and
/// `LabeledContent` in it and alone.
@MainActor
@Suite struct FormTests {
    struct SettingsPage: View {
        @State private var autoBrightness = true
        @State private var theme = "Light"
        @State private var timeout = 5

        var body: some View {
            Form {
                Section("Display") {
                    Toggle("Auto dim", isOn: $autoBrightness)
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    Stepper("Sleep \(timeout)", value: $timeout, in: 1...30)
                    LabeledContent("Version", value: "1.2")
                }
                Section {
                    LabeledContent("Serial") { Text("PNL-0042") }
                    LabeledContent {
                        Text("192.168.1.20")
                    } label: {
                        Label("Address", systemImage: "wifi")
                    }
                    DisclosureGroup("Advanced") {
                        Text("Debug overlay")
                    }
                } header: {
                    Text("About")
                } footer: {
                    Text("Shown to service staff.")
                }
            }
        }
    }

    @Test func aSettingsPageLooksLikeAnInsetGroupedList() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: SettingsPage(), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        #expect(host.visibleTexts.contains("DISPLAY"))
        expectGolden(host.drawn(fonts: fonts), named: "form-settings")
    }

    @Test func aFormIsInsetGroupedWhateverTheListStyleAroundIt() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: SettingsPage().listStyle(.plain), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        // The group stands 20 points in, its rows' content 16 more.
        let version = try #require(host.frames(ofText: "Version").first)
        #expect(version.minX == Fixed(36))
        // The grouped background, light grey, fills the page behind the groups.
        #expect(host.fills(of: Color(red: 0.949, green: 0.949, blue: 0.969)).contains { $0.width == Fixed(400) })
    }

    @Test func labeledContentPutsTheValueTrailingInTheSecondaryColour() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: SettingsPage(), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        let label = try #require(host.frames(ofText: "Version").first)
        let value = try #require(host.frames(ofText: "1.2").first)
        // In a form row: label 16 in from the group's edge (20 in), value 16 in from the other.
        #expect(label.minX == Fixed(36))
        #expect(near(value.maxX, Fixed(400 - 36)))
        #expect(abs((label.midY - value.midY).doubleValue) < 1)
        #expect(host.colour(ofText: "1.2") == secondaryTextColour())
        #expect(host.colour(ofText: "Version") == primaryTextColour())
        #expect(host.colour(ofText: "PNL-0042") == secondaryTextColour())
        let address = try #require(host.frames(ofText: "192.168.1.20").first)
        #expect(near(address.maxX, Fixed(400 - 36)))
    }

    @Test func labeledContentAloneIsARowAsWideAsItIsOffered() throws {
        let host = ViewHost(rootView: VStack {
            LabeledContent("Temperature", value: "21 °C")
            LabeledContent("Humidity") { Text("40 %") }
        }.padding(10), width: 300, height: 200)
        host.update()
        let label = try #require(host.frames(ofText: "Temperature").first)
        let value = try #require(host.frames(ofText: "21 °C").first)
        #expect(label.minX == Fixed(10))
        #expect(near(value.maxX, Fixed(290)))
        #expect(near(try #require(host.frames(ofText: "40 %").first).maxX, Fixed(290)))
        #expect(host.colour(ofText: "21 °C") == secondaryTextColour())
    }
}
