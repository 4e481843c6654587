import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import SeedToggleExample

/// Every seed example builds, lays out and draws in a headless host.
@MainActor
@Suite struct SeedCompilesTests {
    @Test func everyExampleRendersItsLabels() {
        let cases: [(any View, [String])] = [
            (MyButtonStyleExample(), ["Tap Me!"]),
            (ContentView(), ["", "Tap Me!"]),
            (SeedToggleExample.ContentView(), ["Custom Toggle"]),
            (Toggle("Switch", isOn: .constant(true)).toggleStyle(MyToggleStyle2()), ["Switch"]),
            (TripleToggleExample(), ["Speed", "Volume", "low", "med", "high"]),
        ]
        for (view, texts) in cases {
            let host = ViewHost(rootView: AnyView(view), width: 480, height: 320)
            host.update()
            #expect(host.visibleTexts == texts)
            #expect(!host.displayList.entries.isEmpty)
        }
    }
}
