import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@MainActor
private struct ThemeReader: View {
    @Environment(\.theme) var theme
    var body: some View { Text(theme) }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func nearestValueWinsAndDefaultAppliesWhereUnset() {
        let view = VStack {
            ThemeReader()
            VStack {
                ThemeReader()
                ThemeReader().environment(\.theme, "inner")
            }
            .environment(\.theme, "outer")
        }
        let host = ViewHost(rootView: view, width: 400, height: 300)
        host.update()
        #expect(host.visibleTexts == ["plain", "outer", "inner"])
    }

    @Test func foregroundColorFlowsToTextAndShapes() throws {
        let view = VStack {
            Text("a")
            Rectangle().frame(width: 10, height: 10)
        }
        .foregroundColor(.green)
        let host = ViewHost(rootView: view, width: 400, height: 300)
        host.update()
        #expect(host.displayList.texts.first?.color == Color.green.pixelColor)
        #expect(host.fill(of: .green) != nil)
    }

    @Test func styleChangesReachViewsThatReadThem() throws {
        struct Owner: View {
            @State var theme = "day"
            var body: some View {
                VStack {
                    Text("switch").onTapGesture { theme = "night" }
                    ThemeReader()
                }
                .environment(\.theme, theme)
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        #expect(host.visibleTexts == ["switch", "day"])
        host.tap(label: "switch", at: 0)
        #expect(host.visibleTexts == ["switch", "night"])
    }

    @Test func disabledViewsIgnoreTouches() throws {
        struct Owner: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Text("taps \(taps)")
                    Text("tap me").onTapGesture { taps += 1 }.disabled(true)
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        let frame = try #require(host.frames(ofText: "tap me").first)
        host.tap(frame.center, at: 0)
        #expect(host.visibleTexts.first == "taps 0")
    }
}
