import Panel
import Testing
@testable import PanelKiosk

/// Two buttons with the same label and a disabled toggle.
private struct RepeatedLabels: View {
    @State private var on = false
    var body: some View {
        VStack {
            Button("Again") {}
            Button("Again") {}
            Toggle("Off", isOn: $on).disabled(true)
        }
    }
}

/// Where `simulate` aims touches given by label, and what it says when a label is missing.
@MainActor
@Suite struct PanelTouchTargetsTests {
    func script(_ arguments: [String]) throws -> TouchScript { try TouchScript(arguments: arguments) }

    @Test func onlyLabelledTapsAndHoldsNeedThePanel() throws {
        #expect(!PanelTouchTargets.areNeeded(by: try script(["tap", "10", "20"])))
        #expect(PanelTouchTargets.areNeeded(by: try script(["tap", "Tap Me!"])))
        #expect(PanelTouchTargets.areNeeded(by: try script(["tap", "1", "1", "hold", "Hold Me!", "1"])))
        #expect(!PanelTouchTargets.areNeeded(by: TouchScript(file: "command line", steps: [])))
    }

    @Test func labelsAreAimedAtTheirControlsUnlessPlaced() throws {
        let targets = PanelTouchTargets(host: ViewHost(rootView: DemoPanel(), width: 1280, height: 800))
        let tap = try #require(targets.host.element(labeled: "Tap Me!")).activationPoint
        let placed = FixedPoint(x: Fixed(5), y: Fixed(6))
        let points = try targets.points(for: try script(["tap", "Tap Me!", "hold", "Hold Me!", "1"]), placed: ["Hold Me!": placed, "Other": placed])
        #expect(points == ["Tap Me!": tap, "Hold Me!": placed, "Other": placed])
    }

    @Test func aMissingLabelNamesItsStepAndThePanelsLabelsOnce() throws {
        let targets = PanelTouchTargets(host: ViewHost(rootView: RepeatedLabels(), width: 400, height: 300))
        #expect(targets.listing.count == 3)
        #expect(targets.listing[0].hasPrefix("button \"Again\" at "))
        #expect(targets.listing[2].hasPrefix("toggle \"Off\" at ") && targets.listing[2].hasSuffix(" (disabled)"))
        do {
            _ = try targets.points(for: try script(["tap", "Again", "tap", "Gone"]), placed: [:])
            Issue.record("a missing label was accepted")
        } catch {
            #expect("\(error)" == "command line:3: no control labelled \"Gone\" on the panel (its controls: \"Again\", \"Off\"); or place it with --label \"Gone=X,Y\"")
        }
    }
}
