import Testing
import Panel
import SwiftUI

/// A loading card written as for Apple's SwiftUI: placeholders while loading, a part
/// that is never redacted, and a view that reads the reasons.
private struct Card: View {
    var loading: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Living room")
            Text("21.5 °C")
            Image(systemName: "thermometer")
            Text("Live").unredacted()
            ReasonReader()
        }
        .frame(width: 240, alignment: .leading)
        .redacted(reason: loading ? .placeholder : [])
    }
}

private struct ReasonReader: View {
    @Environment(\.redactionReasons) private var reasons
    var body: some View { Text(reasons.contains(.placeholder) ? "reading placeholder" : "reading none").unredacted() }
}

@MainActor
@Suite struct RedactedTests {
    private func host(loading: Bool) -> ViewHost {
        let host = ViewHost(rootView: Card(loading: loading), width: 240, height: 200)
        host.update()
        return host
    }

    private func texts(_ list: DisplayList) -> [String] {
        list.entries.compactMap { if case .text(let run) = $0.item { run.string } else { nil } }
    }

    private func bars(_ list: DisplayList) -> [(rect: FixedRect, color: PixelColor)] {
        list.entries.compactMap {
            if case .fill(.roundedRectangle, let rect, let color) = $0.item { (rect, color) } else { nil }
        }
    }

    @Test func placeholderTextsDrawAsBarsTheSizeOfTheirLines() throws {
        let loading = host(loading: true), loaded = host(loading: false)
        // Layout is unchanged.
        for text in ["Living room", "21.5 °C", "Live"] {
            #expect(loading.frames(ofText: text) == loaded.frames(ofText: text))
        }
        #expect(!texts(loading.displayList).contains("Living room") && !texts(loading.displayList).contains("21.5 °C"))
        #expect(texts(loading.displayList).contains("Live"))
        let drawn = bars(loading.displayList)
        #expect(drawn.count == 2)
        let frame = try #require(loading.frames(ofText: "Living room").first)
        let bar = try #require(drawn.first)
        #expect(bar.rect.minX == frame.minX && bar.rect.width == frame.width)
        #expect(bar.rect.minY >= frame.minY && bar.rect.maxY <= frame.maxY && bar.rect.height > frame.height / 2)
        // The primary colour, faint: black at 16 %.
        #expect(bar.color == Color.black.opacity(0.16).pixelColor)
        #expect(bars(loaded.displayList).isEmpty)
    }

    @Test func placeholderImagesDrawAsBoxes() {
        let loading = host(loading: true)
        let boxes = loading.displayList.entries.filter {
            if case .fill(.rectangle, _, let color) = $0.item { color == Color.black.opacity(0.16).pixelColor } else { false }
        }
        #expect(boxes.count == 1)
    }

    @Test func theReasonsAreInTheEnvironment() {
        #expect(host(loading: true).visibleTexts.contains("reading placeholder"))
        #expect(host(loading: false).visibleTexts.contains("reading none"))
    }

    @Test func aPlaceholderCardDrawsNoGlyphs() {
        let loading = host(loading: true)
        let surface = Surface(width: 240, height: 200)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 255, green: 255, blue: 255))
            .draw(loading.displayList, into: surface, region: [surface.bounds])
        let frame = loading.frames(ofText: "Living room")[0]
        let middle = surface[frame.midX.roundedPixels, frame.midY.roundedPixels]
        // Black at 16 % over white.
        #expect(abs(Int(middle.red) - 214) <= 1 && middle.red == middle.green && middle.green == middle.blue)
    }
}
