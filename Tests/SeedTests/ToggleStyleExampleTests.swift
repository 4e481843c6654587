import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import SeedToggleExample

/// The seed's custom toggle styles: tapping the knob flips the binding and the look.
@MainActor
@Suite struct ToggleStyleExampleTests {
    @Test func tappingTheKnobFlipsTheToggle() throws {
        let host = ViewHost(rootView: SeedToggleExample.ContentView(), width: 480, height: 320)
        host.update()
        let toggle = try #require(host.element(labeled: "Custom Toggle"))
        #expect(toggle.kind == .toggle)
        // On: green track, knob on the trailing side.
        let track = try #require(host.fills(of: .green).first)
        let knob = try #require(host.fills(of: .white).first)
        #expect(knob.maxX == track.maxX - Fixed(4))

        let knobElement = try #require(host.interactiveElements().first { $0.kind == .gesture && $0.label == "Custom Toggle" })
        host.tap(knobElement.activationPoint, at: 0)
        // The knob slides (withAnimation); once settled the toggle shows off.
        host.wait(until: 1.9)
        let offTrack = try #require(host.fills(of: .red).first)
        let offKnob = try #require(host.fills(of: .white).first)
        #expect(offKnob.minX == offTrack.minX + Fixed(4))
        #expect(host.fills(of: .green).isEmpty)

        let knobAgain = try #require(host.interactiveElements().first { $0.kind == .gesture })
        host.tap(knobAgain.activationPoint, at: 2)
        host.wait(until: 3.9)
        #expect(host.fills(of: .red).isEmpty)
        #expect(!host.fills(of: .green).isEmpty)
    }

    @Test func tappingTheLabelDoesNothing() throws {
        let host = ViewHost(rootView: SeedToggleExample.ContentView(), width: 480, height: 320)
        host.update()
        let label = try #require(host.frames(ofText: "Custom Toggle").first)
        host.tap(label.point(at: .center), at: 0)
        #expect(!host.fills(of: .green).isEmpty)
    }

    @Test func puttingItAllTogetherSetsActivationPointAndLeadingGuide() throws {
        struct Holder: View {
            @State var on = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle(isOn: $on) { Text("Lights") }.toggleStyle(MyToggleStyle2())
                    Text("Below")
                }
            }
        }
        let host = ViewHost(rootView: Holder(), width: 480, height: 320)
        host.update()
        let toggle = try #require(host.element(labeled: "Lights"))
        // Off: activation point at 75 % across the row.
        let expectedOff = toggle.frame.point(at: UnitPoint(x: 0.75, y: 0.5))
        #expect(toggle.activationPoint == expectedOff)
        // On Linux the width is 38; the guide puts the row's leading edge 38 px before its
        // end, so "Below" lines up with the switch, not with the label.
        let below = try #require(host.frames(ofText: "Below").first)
        #expect(below.minX == toggle.frame.maxX - Fixed(38))

        let knob = try #require(host.interactiveElements().first { $0.kind == .gesture && $0.label == "Lights" })
        host.tap(knob.activationPoint, at: 0)
        let on = try #require(host.element(labeled: "Lights"))
        #expect(on.activationPoint == on.frame.point(at: UnitPoint(x: 0.25, y: 0.5)))
    }
}
