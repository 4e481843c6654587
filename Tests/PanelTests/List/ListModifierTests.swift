import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// Row and section modifiers: `.listRowInsets`, `.listRowSpacing`, `.listSectionSeparator`,
/// `.headerProminence`, `.scrollContentBackground`.
@MainActor
@Suite struct ListModifierTests {
    private let groupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    private let separator = Color(red: 0.776, green: 0.776, blue: 0.784)

    private func host(_ view: some View, width: Int = 300, height: Int = 400) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    @Test func rowInsetsPlaceTheContentAndTheSeparator() throws {
        let host = host(List {
            Text("Inset").listRowInsets(EdgeInsets(top: 10, leading: 40, bottom: 10, trailing: 0))
            Text("Plain")
        })
        let inset = try #require(host.frames(ofText: "Inset").first)
        let plain = try #require(host.frames(ofText: "Plain").first)
        // The group is 20 in; the default row inset is 16, this row's 40.
        #expect(plain.minX == Fixed(36))
        #expect(inset.minX == Fixed(60))
        let line = try #require(host.fills(of: separator).first)
        #expect(line.minX == Fixed(60))
        #expect(host.fills(of: separator).count == 1)
    }

    @Test func rowSpacingSetsRowsApartWithoutSeparators() throws {
        let spaced = host(List {
            Text("A"); Text("B")
        }.listRowSpacing(10))
        let joined = host(List {
            Text("A"); Text("B")
        })
        func gap(_ host: ViewHost) throws -> Fixed {
            try #require(host.frames(ofText: "B").first).minY - #require(host.frames(ofText: "A").first).minY
        }
        #expect(try gap(spaced) == gap(joined) + Fixed(10))
        #expect(spaced.fills(of: separator).isEmpty)
        #expect(joined.fills(of: separator).count == 1)
    }

    @Test func aHiddenSectionSeparatorDropsThePlainListsLastLine() throws {
        func lines(_ view: some View) -> Int { host(view.listStyle(.plain)).fills(of: separator).count }
        let shown = lines(List { Section("S") { Text("A"); Text("B") } })
        let hidden = lines(List { Section("S") { Text("A"); Text("B") }.listSectionSeparator(.hidden) })
        #expect(shown == 2)
        #expect(hidden == 1)
    }

    @Test func anIncreasedProminenceHeaderIsLargeBoldAndKeepsItsCase() throws {
        let host = host(List {
            Section("Kitchen") { Text("Light") }
                .headerProminence(.increased)
            Section("Hall") { Text("Door") }
        })
        let texts = host.drawnStrings
        #expect(texts.contains("Kitchen"))
        #expect(texts.contains("HALL"))
        let kitchen = try #require(host.drawnRuns.first { $0.string == "Kitchen" })
        let hall = try #require(host.drawnRuns.first { $0.string == "HALL" })
        #expect(kitchen.fontSize > hall.fontSize && kitchen.weight == 700)
        #expect(kitchen.color == primaryTextColour())
        // Modifiers on a Section keep it a section of the list: its row is in a group.
        let light = try #require(host.frames(ofText: "Light").first)
        #expect(light.minX == Fixed(36))
    }

    @Test func aHiddenContentBackgroundLeavesOutTheListsGrey() throws {
        let shown = host(List { Text("A") })
        let hidden = host(List { Text("A") }.scrollContentBackground(.hidden))
        #expect(shown.fills(of: groupedBackground).contains { $0.width == Fixed(300) })
        #expect(!hidden.fills(of: groupedBackground).contains { $0.width == Fixed(300) })
        // The rows keep their white background.
        #expect(!hidden.fills(of: .white).isEmpty)
    }

    @Test func rowBadgesStandTrailingInTheSecondaryColour() throws {
        let host = host(List {
            Text("Alerts").badge(3)
            Text("Updates").badge("New")
            Text("Logs").badge(Text("12 MB"))
            Text("Quiet").badge(0)
        })
        let three = try #require(host.frames(ofText: "3").first)
        let new = try #require(host.frames(ofText: "New").first)
        let logs = try #require(host.frames(ofText: "12 MB").first)
        // 20 in for the group, 16 for the row.
        #expect(near(three.maxX, Fixed(300 - 36)) && near(new.maxX, Fixed(300 - 36)) && near(logs.maxX, Fixed(300 - 36)))
        #expect(host.colour(ofText: "3") == secondaryTextColour())
        #expect(!host.drawnStrings.contains("0"))
        #expect(try #require(host.frames(ofText: "Alerts").first).minX == Fixed(36))
    }
}

/// The look of a list with badges, row insets and a prominent header (golden image).
@MainActor
@Suite struct ListBadgeGoldenTests {
    struct Inbox: View {
        var body: some View {
            List {
                Section("Devices") {
                    Label("Alerts", systemImage: "bell").badge(3)
                    Label("Updates", systemImage: "gear").badge("New")
                    Text("Logs").badge(Text("12 MB"))
                    Text("Quiet").badge(0)
                }
                .headerProminence(.increased)
                Section("Network") {
                    LabeledContent("Wi-Fi", value: "Kiosk-5G")
                    Text("Inset row").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 16))
                }
            }
        }
    }

    @Test func aListWithBadges() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Inbox(), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        expectGolden(host.drawn(fonts: fonts), named: "list-badges")
    }
}
