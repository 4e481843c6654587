import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `List` and `Section`: the inset-grouped look (golden images, compared exactly), rows
/// made from data and from bindings, row traits and list styles.
@MainActor
@Suite struct ListTests {
    struct Device: Identifiable {
        let id: Int
        var name: String
        var isOn: Bool
    }

    private struct Devices: View {
        @State var devices = [Device(id: 1, name: "Lights", isOn: true), Device(id: 2, name: "Fan", isOn: false),
                              Device(id: 3, name: "Heater", isOn: false)]
        var body: some View {
            List {
                Section("Living room") {
                    ForEach($devices) { $device in
                        Toggle(device.name, isOn: $device.isOn)
                    }
                }
                Section {
                    Text("Firmware 2.1")
                    Text("Hidden line").listRowSeparator(.hidden)
                    Text("Red row").listRowBackground(Color.red.opacity(0.3))
                } header: {
                    Text("About")
                } footer: {
                    Text("Updated daily")
                }
            }
        }
    }

    private func draw(_ host: ViewHost, fonts: FontSet) -> Surface {
        let surface = Surface(width: host.size.width.roundedPixels, height: host.size.height.roundedPixels)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [host.size.enclosingScreen])
        return surface
    }

    @Test func insetGroupedLook() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Devices(), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        expectGolden(draw(host, fonts: fonts), named: "list-inset-grouped")
    }

    @Test func plainAndGroupedStyles() throws {
        let fonts = try FontSet.loadDefault()
        for (name, style) in [("plain", ListAppearance.plain), ("grouped", .grouped)] {
            let root = style == .plain ? AnyView(Devices().listStyle(.plain)) : AnyView(Devices().listStyle(.grouped))
            let host = ViewHost(rootView: root, width: 400, height: 480, textMeasurer: fonts)
            host.update()
            expectGolden(draw(host, fonts: fonts), named: "list-\(name)")
        }
    }

    @Test func sectionHeadersAreCapitalisedAndRowsAreAtLeast44Tall() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Devices(), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        // Headers are shown in capitals, string titles and header views alike.
        #expect(host.visibleTexts.contains("LIVING ROOM"))
        #expect(host.visibleTexts.contains("ABOUT"))
        #expect(host.visibleTexts.contains("Updated daily"))
        let lights = try #require(host.element(labeled: "Lights"))
        let fan = try #require(host.element(labeled: "Fan"))
        #expect(fan.frame.minY - lights.frame.minY >= Fixed(44))
    }

    @Test func aToggleInAForEachOverBindingsWritesItsElement() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Devices(), width: 400, height: 480, textMeasurer: fonts)
        host.update()
        let before = draw(host, fonts: fonts)
        host.tap(label: "Fan", at: 1)
        host.wait(until: 3)
        let after = draw(host, fonts: fonts)
        #expect(!ImageComparison(expected: before, actual: after).isIdentical)
        expectGolden(after, named: "list-fan-on")
    }

    @Test func textCaseNilKeepsAHeadersCase() throws {
        struct KeptCase: View {
            var body: some View {
                List {
                    Section { Text("Row") } header: { Text("Mixed Case").textCase(nil) }
                }
            }
        }
        let host = ViewHost(rootView: KeptCase(), width: 300, height: 200)
        host.update()
        #expect(host.visibleTexts.contains("Mixed Case"))
        let lower = ViewHost(rootView: Text("Shout").textCase(.lowercase), width: 300, height: 200)
        lower.update()
        #expect(lower.visibleTexts == ["shout"])
    }

    @Test func rowsThatDoNotFitScroll() throws {
        struct Long: View {
            var body: some View {
                List {
                    Section("Rows") {
                        ForEach(0..<20) { Text("Row \($0)") }
                    }
                }
            }
        }
        let host = ViewHost(rootView: Long(), width: 300, height: 300)
        host.update()
        func top(_ text: String) -> Fixed? { host.frames(ofText: text).first?.minY }
        let before = try #require(top("Row 2"))
        // A finger drags the rows up by 200 points.
        host.touch(.began, FixedPoint(x: Fixed(150), y: Fixed(250)), at: 1)
        for step in 1...10 {
            host.touch(.moved, FixedPoint(x: Fixed(150), y: Fixed(250 - 20 * step)), at: 1 + 0.02 * Double(step))
        }
        host.touch(.ended, FixedPoint(x: Fixed(150), y: Fixed(50)), at: 1.3)
        host.wait(until: 5)
        let after = try #require(top("Row 2"))
        #expect(after < before - Fixed(150), "the rows did not scroll: Row 2 from \(before) to \(after)")
        #expect(host.visibleTexts.contains("Row 12"))
    }

    @Test func listFromDataAndFromBindings() throws {
        struct FromData: View {
            let items = [Device(id: 1, name: "A", isOn: false), Device(id: 2, name: "B", isOn: true)]
            var body: some View { List(items) { Text($0.name) } }
        }
        struct FromBindings: View {
            @State var items = [Device(id: 1, name: "A", isOn: false), Device(id: 2, name: "B", isOn: true)]
            var body: some View {
                List($items) { $item in Toggle(item.name, isOn: $item.isOn) }
            }
        }
        let a = ViewHost(rootView: FromData(), width: 300, height: 200)
        a.update()
        #expect(a.visibleTexts.contains("A") && a.visibleTexts.contains("B"))
        let b = ViewHost(rootView: FromBindings(), width: 300, height: 200)
        b.update()
        #expect(b.element(labeled: "A") != nil && b.element(labeled: "B") != nil)
    }
}
