import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
private final class Log { var entries: [String] = [] }

@MainActor
@Suite struct LifecycleTests {
    @Test func appearDisappearAndChangeRunAfterTheirUpdate() throws {
        struct Owner: View {
            let log: Log
            @State var shown = true
            @State var count = 0
            var body: some View {
                VStack {
                    Text("toggle").onTapGesture { shown.toggle() }
                    Text("count").onTapGesture { count += 1 }
                    if shown {
                        Text("child").onAppear { log.entries.append("appear") }.onDisappear { log.entries.append("disappear") }
                    }
                }
                .onChange(of: count) { log.entries.append("count \($0)") }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Owner(log: log), width: 200, height: 200)
        host.update()
        #expect(log.entries == ["appear"])
        host.tap(label: "count", at: 0)
        #expect(log.entries == ["appear", "count 1"])
        host.tap(label: "toggle", at: 1)
        #expect(log.entries == ["appear", "count 1", "disappear"])
        host.tap(label: "toggle", at: 2)
        #expect(log.entries == ["appear", "count 1", "disappear", "appear"])
    }

    @Test func stateSetOnAppearShowsInTheNextUpdate() {
        struct Loader: View {
            @State var text = "loading"
            var body: some View { Text(text).onAppear { text = "ready" } }
        }
        let host = ViewHost(rootView: Loader(), width: 200, height: 200)
        host.update()
        #expect(host.needsUpdate)
        host.update()
        #expect(host.visibleTexts == ["ready"])
    }

    @Test func onChangeGivesTheOldAndNewValueAndCanRunInitially() {
        /// Equatable, not Hashable: SwiftUI's onChange asks no more.
        struct Level: Equatable { var value: Int }
        struct Owner: View {
            let changes: Log
            let runs: Log
            @State var level = Level(value: 0)
            var body: some View {
                Text("raise").onTapGesture { level.value += 2 }
                    .onChange(of: level) { old, new in changes.entries.append("\(old.value)->\(new.value)") }
                    .onChange(of: level.value, initial: true) { runs.entries.append("run") }
            }
        }
        let changes = Log(), runs = Log()
        let host = ViewHost(rootView: Owner(changes: changes, runs: runs), width: 200, height: 200)
        host.update()
        #expect(changes.entries.isEmpty)
        #expect(runs.entries == ["run"])
        host.tap(label: "raise", at: 0)
        #expect(changes.entries == ["0->2"])
        #expect(runs.entries == ["run", "run"])
        host.tap(label: "raise", at: 1)
        #expect(changes.entries == ["0->2", "2->4"])
        #expect(runs.entries == ["run", "run", "run"])
    }
}
