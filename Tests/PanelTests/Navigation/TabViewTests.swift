import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A counter whose count is tab state.
private struct TabCounter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

private enum Screen: Hashable { case home, settings }

private struct BoundTabs: View {
    @State private var screen = Screen.home
    var body: some View {
        VStack(spacing: 0) {
            Button("Go settings") { screen = .settings }.frame(height: 40)
            TabView(selection: $screen) {
                TabCounter(name: "home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Screen.home)
                TabCounter(name: "settings")
                    .tag(Screen.settings)
                    .tabItem { Label("Settings", systemImage: "gearshape") }
            }
        }
    }
}

@MainActor
@Suite struct TabViewTests {
    /// The texts drawn visibly (in no group drawn clear).
    func shownTexts(_ host: ViewHost) -> [String] {
        var clear: [Bool] = []
        var texts: [String] = []
        for entry in host.displayList.entries {
            switch entry.item {
            case .beginGroup(let effect): clear.append(effect.opacity == 0 || clear.last == true)
            case .endGroup: clear.removeLast()
            case .text(let run) where clear.last != true: texts.append(run.string)
            default: break
            }
        }
        return texts
    }

    @Test func tappingATabSwitchesTheContentAndTabsKeepTheirState() throws {
        let host = ViewHost(rootView: TabView {
            TabCounter(name: "home").tabItem { Label("Home", systemImage: "house") }
            TabCounter(name: "rooms").tabItem { Label("Rooms", systemImage: "lightbulb") }
        }, width: 400, height: 300)
        host.update()
        #expect(shownTexts(host).contains("home 0"))
        #expect(!shownTexts(host).contains("rooms 0"))
        host.tap(label: "Add home", at: 1)
        host.tap(label: "Add home", at: 1.2)
        host.update()
        #expect(shownTexts(host).contains("home 2"))
        host.tap(label: "Rooms", at: 2)
        host.update()
        #expect(shownTexts(host).contains("rooms 0"))
        #expect(!shownTexts(host).contains("home 2"))
        host.tap(label: "Add rooms", at: 3)
        host.update()
        host.tap(label: "Home", at: 4)
        host.update()
        #expect(shownTexts(host).contains("home 2"))
        host.tap(label: "Rooms", at: 5)
        host.update()
        #expect(shownTexts(host).contains("rooms 1"))
    }

    @Test func selectedTabIsTintedAndOnlyItTakesTouches() throws {
        let host = ViewHost(rootView: TabView {
            TabCounter(name: "home").tabItem { Label("Home", systemImage: "house") }
            TabCounter(name: "rooms").tabItem { Label("Rooms", systemImage: "lightbulb") }
        }.tint(.orange), width: 400, height: 300)
        host.update()
        func colour(of string: String) -> PixelColor? {
            for entry in host.displayList.entries {
                if case .text(let run) = entry.item, run.string == string { return run.color }
            }
            return nil
        }
        #expect(colour(of: "Home") == Color.orange.pixelColor)
        #expect(colour(of: "Rooms") == Color.gray.pixelColor)
        // The hidden tab's button lies under the shown one's: the tap reaches the shown tab.
        let point = try #require(host.element(labeled: "Add home")).activationPoint
        host.tap(point, at: 1)
        host.update()
        #expect(shownTexts(host).contains("home 1"))
        host.tap(label: "Rooms", at: 2)
        host.update()
        #expect(colour(of: "Rooms") == Color.orange.pixelColor)
        #expect(colour(of: "Home") == Color.gray.pixelColor)
        #expect(shownTexts(host).contains("rooms 0"))
    }

    @Test func selectionBindingSwitchesTabsBothWays() throws {
        let host = ViewHost(rootView: BoundTabs(), width: 400, height: 340)
        host.update()
        #expect(shownTexts(host).contains("home 0"))
        host.tap(label: "Go settings", at: 1)
        host.update()
        #expect(shownTexts(host).contains("settings 0"))
        #expect(!shownTexts(host).contains("home 0"))
        host.tap(label: "Home", at: 2)
        host.update()
        #expect(shownTexts(host).contains("home 0"))
        host.tap(label: "Settings", at: 3)
        host.update()
        #expect(shownTexts(host).contains("settings 0"))
    }
}

/// Badges on tabs: a red capsule with white text over the icon's top trailing corner.
@MainActor
@Suite struct TabBadgeTests {
    @Test func aTabsBadgeIsARedCapsuleWithItsCount() throws {
        let host = ViewHost(rootView: TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.badge(3)
            Text("Alerts").badge("!").tabItem { Label("Alerts", systemImage: "bell") }
            Text("Rooms").tabItem { Label("Rooms", systemImage: "lightbulb") }
        }, width: 300, height: 300)
        host.update()
        let capsules = host.displayList.entries.compactMap {
            if case .fill(.capsule, let rect, let color) = $0.item, color == Color.red.pixelColor { return rect } else { return nil }
        }
        #expect(capsules.count == 2)
        let three = try #require(host.drawnRuns.first { $0.string == "3" })
        #expect(three.color == Color.white.pixelColor)
        let first = try #require(capsules.first)
        // Over the first tab (0…100), right of its centre, in the bar.
        #expect(first.midX > Fixed(50) && first.maxX < Fixed(100))
        #expect(first.minY >= Fixed(300 - 56))
        #expect(host.drawnRuns.contains { $0.string == "!" })
    }
}
