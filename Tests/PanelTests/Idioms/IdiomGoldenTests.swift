import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// A toolbar in a navigation bar, a half-height sheet, a badged tab bar and an open menu,
/// compared byte for byte with Golden/idiom-*.png.
@MainActor
@Suite struct IdiomGoldenTests {
    private struct Devices: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Pump") {
                    Text("Pump settings")
                        .navigationTitle("Pump")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
                            ToolbarItem(placement: .primaryAction) {
                                Button("Share", systemImage: "square.and.arrow.up") {}
                            }
                        }
                }
                .navigationTitle("Devices")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                }
            }
        }
    }

    private struct HalfSheet: View {
        @State private var shows = true
        var body: some View {
            VStack {
                Text("Thermostat").font(.title)
                Text("21.5 °C")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .padding(.top, 20)
            .sheet(isPresented: $shows) {
                VStack(spacing: 12) {
                    Text("Schedule").font(.headline)
                    Button("Done") { shows = false }.buttonStyle(.bordered)
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
        }
    }

    private struct OpenMenu: View {
        var body: some View {
            VStack {
                HStack {
                    Spacer()
                    Menu {
                        Button("Rename", systemImage: "pencil") {}
                        Button("Duplicate") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
                Spacer()
            }
            .padding(16)
        }
    }

    @Test func toolbarInTheNavigationBar() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Devices(), width: 360, height: 200, textMeasurer: fonts)
        host.update()
        host.update()
        expectGolden(host.drawn(fonts: fonts), named: "idiom-toolbar-root")
        host.tap(label: "Pump", at: 1)
        host.wait(until: 1.02)
        host.wait(until: 1.04)
        host.wait(until: 2)
        expectGolden(host.drawn(fonts: fonts), named: "idiom-toolbar-pushed")
    }

    @Test func halfHeightSheet() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: HalfSheet(), width: 360, height: 400, textMeasurer: fonts)
        host.update()
        host.wait(until: 0.1)
        host.wait(until: 1)
        expectGolden(host.drawn(fonts: fonts), named: "idiom-sheet-medium")
    }

    private enum Screen: Hashable { case home, alerts, settings }

    private struct BadgedTabs: View {
        @State private var screen = Screen.home
        var body: some View {
            TabView(selection: $screen) {
                Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
                Tab("Alerts", systemImage: "bell", value: .alerts) { Text("Alerts") }
                    .badge(3)
                Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Settings") }
            }
        }
    }

    @Test func tabBarWithABadge() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: BadgedTabs(), width: 360, height: 160, textMeasurer: fonts)
        host.update()
        expectGolden(host.drawn(fonts: fonts), named: "idiom-tab-badge")
    }

    @Test func openMenu() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: OpenMenu(), width: 360, height: 300, textMeasurer: fonts)
        host.update()
        host.tap(label: "More", at: 1)
        host.wait(until: 1.1)
        host.wait(until: 2)
        expectGolden(host.drawn(fonts: fonts), named: "idiom-menu-open")
    }
}
