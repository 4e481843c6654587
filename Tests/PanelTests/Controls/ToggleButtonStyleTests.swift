import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct ToggleButtonStyleTests {
    @Test func buttonStyleFlipsAndIsFilledWithTheTintWhenOn() throws {
        struct Owner: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Lamp", isOn: $on).toggleStyle(.button).tint(.orange)
                    Text(on ? "lit" : "dark")
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        #expect(host.element(labeled: "Lamp")?.kind == .toggle)
        #expect(host.fills(of: .orange).isEmpty)
        host.tap(label: "Lamp", at: 0)
        #expect(host.visibleTexts == ["Lamp", "lit"])
        let plate = try #require(host.fill(of: .orange))
        #expect(plate == host.element(labeled: "Lamp")?.frame)
        host.tap(label: "Lamp", at: 1)
        #expect(host.visibleTexts == ["Lamp", "dark"])
        #expect(host.fills(of: .orange).isEmpty)
    }

    @Test func automaticAndSwitchAreTheSwitchAndTheNearestStyleWins() {
        let views: [AnyView] = [
            AnyView(Toggle("Pump", isOn: .constant(true)).toggleStyle(.automatic).toggleStyle(.button).frame(width: 300)),
            AnyView(Toggle("Pump", isOn: .constant(true)).toggleStyle(.switch).toggleStyle(.button).frame(width: 300)),
        ]
        for view in views {
            let host = ViewHost(rootView: view, width: 400, height: 300)
            host.update()
            // The switch's green track, 64 x 36.
            #expect(host.fill(of: .green)?.width == Fixed(64))
        }
    }
}
