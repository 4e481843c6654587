import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The TripleToggle pattern: a custom control styled through the environment.
@MainActor
@Suite struct TripleToggleExampleTests {
    @Test func defaultStyleCyclesThroughThreeStates() throws {
        struct Holder: View {
            @State var state = TripleState.low
            var body: some View { TripleToggle(label: Text("Fan"), tripleState: $state) }
        }
        let host = ViewHost(rootView: Holder(), width: 480, height: 320)
        host.update()
        #expect(!host.fills(of: .green).isEmpty)
        let knob = try #require(host.interactiveElements().first { $0.kind == .gesture })
        host.tap(knob.activationPoint, at: 0)
        host.wait(until: 1.9)
        #expect(!host.fills(of: .yellow).isEmpty)
        let centred = try #require(host.interactiveElements().first { $0.kind == .gesture })
        host.tap(centred.activationPoint, at: 2)
        host.wait(until: 3.9)
        #expect(!host.fills(of: .red).isEmpty)
        let track = try #require(host.fills(of: .red).first)
        let white = try #require(host.fills(of: .white).first)
        #expect(white.maxX == track.maxX - Fixed(4))
    }

    @Test func nearestStyleWinsAndWritesThroughItsBinding() throws {
        let host = ViewHost(rootView: TripleToggleExample(), width: 480, height: 320)
        host.update()
        // The restyled toggle shows its segments; the other keeps the default look.
        #expect(host.visibleTexts == ["Speed", "Volume", "low", "med", "high"])
        #expect(host.fills(of: .blue).count == 1)
        let high = try #require(host.interactiveElements().first { $0.label == "high" })
        let before = try #require(host.fills(of: .blue).first)
        host.tap(high.activationPoint, at: 0)
        let after = try #require(host.fills(of: .blue).first)
        #expect(after.minX > before.minX)
        #expect(host.fills(of: .blue).count == 1)
    }
}
