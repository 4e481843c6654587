import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct ToggleTests {
    @Test func defaultSwitchFlipsOnTapAndWritesTheBinding() throws {
        struct Owner: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Pump", isOn: $on).frame(width: 300)
                    Text(on ? "running" : "stopped")
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        #expect(host.visibleTexts == ["Pump", "stopped"])
        #expect(host.fills(of: .green).isEmpty)
        host.tap(label: "Pump", at: 0)
        #expect(host.visibleTexts == ["Pump", "running"])
        // The switch slides (withAnimation); once it has settled it shows the new state.
        host.wait(until: 1.9)
        let track = try #require(host.fill(of: .green))
        let toggle = try #require(host.element(labeled: "Pump"))
        #expect(track.maxX == toggle.frame.maxX)
        #expect(track.width == Fixed(64) && track.height == Fixed(36))
        host.tap(label: "Pump", at: 2)
        #expect(host.visibleTexts == ["Pump", "stopped"])
    }
}
