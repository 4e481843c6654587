import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
@Suite struct ColorSchemeTests {
    private func host(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view, width: 200, height: 200)
        host.update()
        return host
    }

    private func fills(_ host: ViewHost) -> [PixelColor] {
        host.displayList.entries.compactMap { if case .fill(_, _, let color) = $0.item { color } else { nil } }
    }

    @Test func theDefaultSchemeIsLight() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(host(Reader()).displayList.texts.map(\.string) == ["light"])
        #expect(host(Reader().preferredColorScheme(.dark)).displayList.texts.map(\.string) == ["dark"])
        #expect(host(Reader().environment(\.colorScheme, .dark)).displayList.texts.map(\.string) == ["dark"])
        #expect(host(Reader().preferredColorScheme(.dark).preferredColorScheme(nil)).displayList.texts.map(\.string) == ["dark"])
    }

    @Test func textIsBlackInTheLightSchemeAndWhiteInTheDark() {
        #expect(host(Text("a")).displayList.texts.first?.color == PixelColor(red: 0, green: 0, blue: 0))
        #expect(host(Text("a").preferredColorScheme(.dark)).displayList.texts.first?.color == PixelColor(red: 255, green: 255, blue: 255))
        // A colour of its own does not change.
        #expect(host(Text("a").foregroundColor(.red).preferredColorScheme(.dark)).displayList.texts.first?.color == Color.red.pixelColor)
    }

    @Test func adaptiveColoursFollowTheScheme() {
        let view = VStack(spacing: 0) {
            Color.primary.frame(width: 10, height: 10)
            Color.secondary.frame(width: 10, height: 10)
            Rectangle().fill(.background).frame(width: 10, height: 10)
            Color.primary.opacity(0.5).frame(width: 10, height: 10)
        }
        #expect(fills(host(view)) == [Color(white: 0).pixelColor, Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6).pixelColor,
                                      Color(white: 1).pixelColor, Color(white: 0, opacity: 0.5).pixelColor])
        #expect(fills(host(view.environment(\.colorScheme, .dark))) == [
            Color(white: 1).pixelColor, Color(red: 0.922, green: 0.922, blue: 0.961, opacity: 0.6).pixelColor,
            Color(white: 0).pixelColor, Color(white: 1, opacity: 0.5).pixelColor])
    }

    @Test func aSchemeChangeRedrawsText() {
        struct Switching: View {
            @State var dark = false
            var body: some View {
                Text("label").onTapGesture { dark.toggle() }.preferredColorScheme(dark ? .dark : .light)
            }
        }
        let host = host(Switching())
        #expect(host.displayList.texts.first?.color == PixelColor(red: 0, green: 0, blue: 0))
        let box = host.displayList.entries[0].bounds
        let center = FixedPoint(x: Fixed(box.x + box.width / 2), y: Fixed(box.y + box.height / 2))
        host.send(PointerEvent(pointer: 0, phase: .began, location: center, timestamp: MonotonicTime(seconds: 0)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 0.05)))
        host.update()
        #expect(host.displayList.texts.first?.color == PixelColor(red: 255, green: 255, blue: 255))
    }
}

/// `preferredColorScheme(_:)` sets the scheme of the whole hosted tree, as SwiftUI sets a
/// window's: views beside and above the one that prefers it change too.
@MainActor
@Suite struct PreferredColorSchemeTests {
    struct Reader: View {
        let name: String
        @Environment(\.colorScheme) var scheme
        var body: some View { Text("\(name) \(scheme == .dark ? "dark" : "light")") }
    }

    @Test func aPreferenceDeepInsideReachesTheWholeTree() {
        let host = ViewHost(rootView: VStack {
            Reader(name: "a")
            HStack { Reader(name: "b").preferredColorScheme(.dark) }
            Color.primary.frame(width: 10, height: 10)
        }, width: 200, height: 200)
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["a dark", "b dark"])
        let fills = host.displayList.entries.compactMap { if case .fill(_, _, let color) = $0.item { color } else { nil } }
        #expect(fills == [PixelColor(red: 255, green: 255, blue: 255)])
    }

    @Test func anEnvironmentWriteStaysInItsSubtree() {
        let host = ViewHost(rootView: VStack {
            Reader(name: "a")
            Reader(name: "b").environment(\.colorScheme, .dark)
        }, width: 200, height: 200)
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["a light", "b dark"])
    }

    @Test func theOutermostPreferenceWins() {
        let host = ViewHost(rootView: VStack {
            Reader(name: "a").preferredColorScheme(.light)
        }.preferredColorScheme(.dark), width: 200, height: 200)
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["a dark"])
    }

    @Test func withdrawingThePreferenceRestoresTheDefault() {
        struct Switching: View {
            @State var dark = true
            var body: some View {
                VStack {
                    Reader(name: "a")
                    Text("switch").onTapGesture { dark.toggle() }.preferredColorScheme(dark ? .dark : nil)
                }
            }
        }
        let host = ViewHost(rootView: Switching(), width: 200, height: 200)
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["a dark", "switch"])
        let box = host.displayList.entries[1].bounds
        let center = FixedPoint(x: Fixed(box.x + box.width / 2), y: Fixed(box.y + box.height / 2))
        host.send(PointerEvent(pointer: 0, phase: .began, location: center, timestamp: MonotonicTime(seconds: 0)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 0.05)))
        host.update()
        #expect(host.displayList.texts.map(\.string) == ["a light", "switch"])
        #expect(host.displayList.texts.map(\.color) == [PixelColor(red: 0, green: 0, blue: 0), PixelColor(red: 0, green: 0, blue: 0)])
    }
}
