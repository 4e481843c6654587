import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `DisclosureGroup`: a tap on its header shows and hides its content, with its own state
/// or through a binding; the chevron turns from right to down.
@MainActor
@Suite struct DisclosureGroupTests {
    struct OwnState: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                DisclosureGroup("Advanced") {
                    Text("Debug overlay")
                    Text("Log level")
                }
                Text("Below")
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    final class Flag { var value = false }

    struct Bound: View {
        let flag: Flag
        @State var isExpanded = false
        var body: some View {
            VStack {
                DisclosureGroup("Network", isExpanded: $isExpanded) {
                    Text("Wi-Fi")
                }
                Button("Open") { withAnimation { isExpanded = true } }
                Text(isExpanded ? "open" : "closed")
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func aTapOnTheHeaderShowsAndHidesTheContent() throws {
        let host = ViewHost(rootView: OwnState(), width: 300, height: 300)
        host.update()
        #expect(!host.drawnStrings.contains("Debug overlay"))
        let belowClosed = try #require(host.frames(ofText: "Below").first)
        host.tap(label: "Advanced", at: 1)
        host.wait(until: 3)
        #expect(host.drawnStrings.contains("Debug overlay") && host.drawnStrings.contains("Log level"))
        let below = try #require(host.frames(ofText: "Below").first)
        let log = try #require(host.frames(ofText: "Log level").first)
        #expect(below.minY >= log.maxY && below.minY > belowClosed.minY)
        // The content is indented under the header.
        let advanced = try #require(host.frames(ofText: "Advanced").first)
        #expect(log.minX > advanced.minX)
        host.tap(label: "Advanced", at: 4)
        host.wait(until: 6)
        #expect(!host.drawnStrings.contains("Debug overlay"))
        #expect(host.frames(ofText: "Below").first == belowClosed)
    }

    @Test func theHeaderIsTappableAcrossItsWidth() throws {
        let host = ViewHost(rootView: OwnState(), width: 300, height: 300)
        host.update()
        let header = try #require(host.element(labeled: "Advanced"))
        #expect(header.frame.width == Fixed(300))
        #expect(header.frame.height >= Fixed(44))
        // A tap near the trailing edge, far from the title, opens it.
        host.tap(FixedPoint(x: Fixed(280), y: header.frame.midY), at: 1)
        host.wait(until: 3)
        #expect(host.drawnStrings.contains("Debug overlay"))
    }

    @Test func aBindingOpensItAndATapWritesTheBinding() throws {
        let host = ViewHost(rootView: Bound(flag: Flag()), width: 300, height: 300)
        host.update()
        #expect(!host.drawnStrings.contains("Wi-Fi"))
        host.tap(label: "Open", at: 1)
        // In withAnimation: part way through, the content is fading in.
        host.wait(until: 1.1)
        #expect(host.drawnStrings.contains("Wi-Fi"))
        #expect(host.isAnimating)
        host.wait(until: 3)
        #expect(host.drawnStrings.contains("open"))
        host.tap(label: "Network", at: 4)
        host.wait(until: 6)
        #expect(host.drawnStrings.contains("closed"))
        #expect(!host.drawnStrings.contains("Wi-Fi"))
    }

    @Test func theChevronPointsRightWhenClosedAndDownWhenOpen() throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: OwnState(), width: 300, height: 300, textMeasurer: fonts)
        host.update()
        // chevron.right and chevron.down in the symbol font (Material Icons).
        let right = String(UnicodeScalar(0xE5CC)!), down = String(UnicodeScalar(0xE5CF)!)
        #expect(visibleSymbols(host) == [right])
        host.tap(label: "Advanced", at: 1)
        host.wait(until: 3)
        #expect(visibleSymbols(host) == [down])
        host.tap(label: "Advanced", at: 4)
        host.wait(until: 6)
        #expect(visibleSymbols(host) == [right])
    }

    /// The symbol glyphs drawn without a fully transparent group around them.
    private func visibleSymbols(_ host: ViewHost) -> [String] {
        var clear: [Bool] = []
        var found: [String] = []
        for entry in host.displayList.entries {
            switch entry.item {
            case .beginGroup(let effect):
                clear.append(effect.opacity == 0 || clear.last == true)
            case .endGroup: _ = clear.popLast()
            case .text(let run) where clear.last != true:
                if run.usesSymbolFont { found.append(run.string) }
            default: break
            }
        }
        return found
    }
}
