import Testing
import Panel
import SwiftUI

/// A volume row written as for Apple's SwiftUI: a combined caption, an adjustable level,
/// a hidden decoration and controls named by identifier.
private struct VolumeRow: View {
    @State var level = 5
    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text("Volume")
                Text("\(level)")
            }
            .accessibilityElement(children: .combine)
            Rectangle().fill(.blue).frame(width: 100, height: 20)
                .accessibilityLabel("Level")
                .accessibilityValue("\(level) of 10")
                .accessibilityHint("Swipe up or down to adjust")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: level += 1
                    case .decrement: level -= 1
                    }
                }
            Button("Mute") { level = 0 }
                .accessibilityIdentifier("mute-button")
                .accessibilityAddTraits(.isSelected)
                .accessibilityRemoveTraits(.isButton)
            Button("Hidden") { level = 99 }
                .accessibilityHidden(true)
            HStack {
                Toggle("Loud", isOn: .constant(true))
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Loudness")
            VStack {
                Button("Inner") {}
            }
            .accessibilityElement(children: .contain)
        }
    }
}

@MainActor
@Suite struct AccessibilityModifierTests {
    private func host() -> ViewHost { ViewHost(rootView: VolumeRow(), width: 320, height: 480) }

    @Test func aCombinedElementJoinsTheTextsInside() {
        let elements = host().interactiveElements()
        let caption = elements.first { $0.label == "Volume, 5" }
        #expect(caption?.kind == .element)
    }

    @Test func valueHintAndAdjustableActionAreListedAndRun() {
        let host = host()
        let level = host.element(labeled: "Level")
        #expect(level?.value == "5 of 10" && level?.hint == "Swipe up or down to adjust")
        #expect(level?.isAdjustable == true && level?.kind == .element)
        #expect(host.accessibilityAdjust(.increment, labeled: "Level"))
        host.update()
        #expect(host.element(labeled: "Level")?.value == "6 of 10")
        #expect(host.element(labeled: "Volume, 6") != nil)
        host.accessibilityAdjust(.decrement, labeled: "Level")
        host.accessibilityAdjust(.decrement, labeled: "Level")
        host.update()
        #expect(host.element(labeled: "Level")?.value == "4 of 10")
        #expect(!host.accessibilityAdjust(.increment, labeled: "Mute"))
    }

    @Test func anIdentifierFindsAControlAndTraitsAreAddedAndRemoved() {
        let host = host()
        let mute = host.element(labeled: "mute-button")
        #expect(mute?.label == "Mute" && mute?.kind == .button)
        #expect(mute?.traits.contains(.isSelected) == true && mute?.traits.contains(.isButton) == false)
        let point = mute!.activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1.05)))
        host.update()
        #expect(host.element(labeled: "Level")?.value == "0 of 10")
    }

    @Test func hiddenElementsAreNotListedButStillDraw() {
        let host = host()
        #expect(host.element(labeled: "Hidden") == nil)
        #expect(host.visibleTexts.contains("Hidden"))
    }

    @Test func anIgnoringElementTakesItsOwnLabelAndItsControlsKind() {
        let elements = host().interactiveElements()
        #expect(!elements.contains { $0.label == "Loud" })
        let loudness = elements.first { $0.label == "Loudness" }
        #expect(loudness?.kind == .toggle && loudness?.traits.contains(.isToggle) == true)
    }

    @Test func aContainingElementListsWhatIsInside() {
        let inner = host().element(labeled: "Inner")
        #expect(inner?.kind == .button && inner?.traits == .isButton)
    }
}
