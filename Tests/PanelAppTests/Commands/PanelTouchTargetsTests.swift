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

    func labels(_ view: some View, _ arguments: [String], placed: [String: FixedPoint] = [:], width: Int = 800, height: Int = 480) throws -> SimulatedLabels {
        let content = PanelContent(view: AnyView(view), controller: nil, background: .black)
        return try SimulatedLabels(script: try script(arguments), content: content,
                                   transform: ScreenTransform(physicalWidth: width, physicalHeight: height, rotation: .none),
                                   fonts: try FontSet.loadDefault(), placed: placed, typingLayout: nil)
    }

    @Test func labelsAreAimedAtTheirControlsUnlessPlaced() throws {
        let host = ViewHost(rootView: DemoPanel(), width: 1280, height: 800, textMeasurer: try FontSet.loadDefault())
        let tap = try #require(host.element(labeled: "Tap Me!")).activationPoint
        let placed = FixedPoint(x: Fixed(5), y: Fixed(6))
        var found = try labels(DemoPanel(), ["tap", "Tap Me!", "hold", "Hold Me!", "1", "tap", "Tap Me!"], placed: ["Hold Me!": placed],
                               width: 1280, height: 800)
        #expect(found.next("Tap Me!") == tap && found.next("Hold Me!") == placed && found.next("Tap Me!") == tap)
        #expect(found.next("Tap Me!") == nil)
    }

    @Test func aMissingLabelNamesThePanelsLabelsOnce() throws {
        let targets = PanelTouchTargets(host: ViewHost(rootView: RepeatedLabels(), width: 400, height: 300))
        #expect(targets.listing.count == 3)
        #expect(targets.listing[0].hasPrefix("button \"Again\" at "))
        #expect(targets.listing[2].hasPrefix("toggle \"Off\" at ") && targets.listing[2].hasSuffix(" (disabled)"))
        do {
            _ = try labels(RepeatedLabels(), ["tap", "Again", "tap", "Gone"])
            Issue.record("a missing label was accepted")
        } catch {
            #expect("\(error)" == "command line: no control or text \"Gone\" on the panel when the script comes to it (its controls then: \"Again\", \"Off\"); or place it with --label \"Gone=X,Y\"")
        }
    }

    @Test func aLabelIsFoundOnTheScreenTheTouchesBeforeItLeadTo() throws {
        var found = try labels(OpensAForm(), ["tap", "Open", "wait", "1", "tap", "Name", "wait", "1", "tap", "Q", "wait", "0.2", "tap", "w"])
        let points = ["Open", "Name", "Q", "w"].map { found.next($0) }
        let open = try #require(points[0]), name = try #require(points[1])
        // The on-screen keyboard's keys, found by their text once the field has focus: a
        // capital first (a sentence begins), then small letters.
        let q = try #require(points[2]), w = try #require(points[3])
        #expect(name != open && q.y > name.y && w.x > q.x && abs((w.y - q.y).raw) < 64)
    }
}

/// A form that shows its field only after "Open" is tapped.
private struct OpensAForm: View {
    @State private var isOpen = false
    @State private var name = ""
    var body: some View {
        VStack {
            Button("Open") { isOpen = true }
            if isOpen { TextField("Name", text: $name) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
