import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A navigation bar with its back button, a frame in the middle of a push, and a tab bar,
/// compared byte for byte with Golden/navigation-*.png.
@MainActor
@Suite struct NavigationGoldenTests {
    private struct Rooms: View {
        var body: some View {
            NavigationStack {
                VStack(spacing: 16) {
                    Label("21.5 °C", systemImage: "thermometer")
                    NavigationLink("Kitchen", destination: Kitchen())
                }
                .navigationTitle("Rooms")
            }
        }
    }

    private struct Kitchen: View {
        @State private var on = true
        var body: some View {
            VStack(spacing: 16) {
                Text("Kitchen lights")
                Toggle("Lights", isOn: $on).frame(width: 220)
            }
            .navigationTitle("Kitchen")
        }
    }

    /// What `host` shows now, drawn whole.
    private func draw(_ host: ViewHost, fonts: FontSet) -> Surface {
        let surface = Surface(width: host.size.width.roundedPixels, height: host.size.height.roundedPixels)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [host.size.enclosingScreen])
        return surface
    }

    @Test func navigationBarWithBackButton() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Rooms(), width: 360, height: 200, textMeasurer: fonts)
        host.update()
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 1.02)
        host.wait(until: 1.04)
        host.wait(until: 2)
        expectGolden(draw(host, fonts: fonts), named: "navigation-bar")
    }

    @Test func midSlideFrame() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: Rooms(), width: 360, height: 200, textMeasurer: fonts)
        host.update()
        host.tap(label: "Kitchen", at: 1)
        host.wait(until: 1.06)
        host.wait(until: 1.07)
        // Half way through the 0.35 s slide, which starts as the tap lifts (at 1.05).
        host.wait(until: 1.05 + 0.175)
        expectGolden(draw(host, fonts: fonts), named: "navigation-mid-slide")
    }

    @Test func tabBar() throws {
        let fonts = try FontSet.loadDefault()
        let view = TabView {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }
            Text("Lights screen").tabItem { Label("Lights", systemImage: "lightbulb") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gearshape") }
        }
        let host = ViewHost(rootView: view, width: 360, height: 160, textMeasurer: fonts)
        host.update()
        host.tap(label: "Lights", at: 1)
        host.wait(until: 2)
        expectGolden(draw(host, fonts: fonts), named: "navigation-tab-bar")
    }
}
