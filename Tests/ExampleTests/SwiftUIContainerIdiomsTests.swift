import Testing
import SwiftUI

/// Container and list idioms written as for Apple's SwiftUI, with only `import SwiftUI`:
/// a settings form, a list whose rows are deleted by swiping, badges on rows and tabs,
/// lazy stacks in a scroll view, and the empty state.
@MainActor
@Suite struct SwiftUIContainerIdiomsTests {
    struct Device: Identifiable {
        let id = UUID()
        var name: String
        var alerts = 0
    }

    struct DevicesScreen: View {
        @State private var devices = [Device(name: "Fan", alerts: 2), Device(name: "Pump"), Device(name: "Heater")]
        @State private var showsAdvanced = false
        @State private var brightness = 5
        @State private var dims = true
        @State private var theme = "Light"

        var body: some View {
            TabView {
                Group {
                    if devices.isEmpty {
                        ContentUnavailableView("No Devices", systemImage: "wifi.slash",
                                               description: Text("Devices on the network appear here."))
                    } else {
                        List {
                            Section(header: Text("Devices")) {
                                ForEach(devices) { device in
                                    Text(device.name).badge(device.alerts)
                                }
                                .onDelete { offsets in devices.remove(atOffsets: offsets) }
                            }
                            .headerProminence(.increased)
                        }
                        .listRowSpacing(0)
                        .scrollContentBackground(.visible)
                    }
                }
                .tabItem { Label("Devices", systemImage: "house") }
                .badge(devices.count)

                Form {
                    Section("Display") {
                        Toggle("Dim at night", isOn: $dims)
                        Picker("Theme", selection: $theme) {
                            Text("Light").tag("Light")
                            Text("Dark").tag("Dark")
                        }
                        Stepper("Level \(brightness)", value: $brightness, in: 1...10)
                        LabeledContent("Version", value: "1.2")
                    }
                    Section {
                        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                            LabeledContent("Build") { Text("42") }
                        }
                        GroupBox("Note") { Text("Settings are saved at once.") }
                            .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                    }
                    .listSectionSeparator(.hidden)
                }
                .tabItem { Label("Settings", systemImage: "gear") }

                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                        Section(header: Text("Log").font(.headline)) {
                            ForEach(0..<100, id: \.self) { Text("Entry \($0)") }
                        }
                    }
                    LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
                        ForEach(0..<6, id: \.self) { Text("Cell \($0)") }
                    }
                    LazyHStack(spacing: 8) { Text("A"); Text("B") }
                }
                .tabItem { Label("Log", systemImage: "clock") }
            }
        }
    }

    private func host() -> ViewHost {
        let host = ViewHost(rootView: DevicesScreen(), width: 400, height: 480)
        host.update(at: MonotonicTime(seconds: 0))
        return host
    }

    private func swipeAndDelete(_ host: ViewHost, _ name: String, at time: Double) throws {
        let row = try #require(host.frames(ofText: name).first)
        let y = row.minY + row.height / 2
        host.send(PointerEvent(pointer: 1, phase: .began, location: FixedPoint(x: Fixed(330), y: y), timestamp: MonotonicTime(seconds: time)))
        for step in 1...20 {
            host.send(PointerEvent(pointer: 1, phase: .moved, location: FixedPoint(x: Fixed(330 - 6 * step), y: y),
                                   timestamp: MonotonicTime(seconds: time + 0.05 * Double(step))))
            host.update(at: MonotonicTime(seconds: time + 0.05 * Double(step)))
        }
        host.send(PointerEvent(pointer: 1, phase: .ended, location: FixedPoint(x: Fixed(210), y: y), timestamp: MonotonicTime(seconds: time + 1.2)))
        host.update(at: MonotonicTime(seconds: time + 2))
        let delete = try #require(host.element(labeled: "Delete"), "\(host.interactiveElements())")
        host.send(PointerEvent(pointer: 1, phase: .began, location: delete.activationPoint, timestamp: MonotonicTime(seconds: time + 3)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: delete.activationPoint, timestamp: MonotonicTime(seconds: time + 3.05)))
        host.update(at: MonotonicTime(seconds: time + 5))
    }

    @Test func swipingEveryRowAwayLeavesTheEmptyState() throws {
        let host = host()
        #expect(host.visibleTexts.contains("Devices"))
        #expect(host.visibleTexts.contains("2"))      // Fan's badge
        for (index, name) in ["Pump", "Fan", "Heater"].enumerated() {
            try swipeAndDelete(host, name, at: 1 + 10 * Double(index))
            #expect(!host.visibleTexts.contains(name))
        }
        #expect(host.visibleTexts.contains("No Devices"))
        #expect(host.visibleTexts.contains("Devices on the network appear here."))
    }
}
