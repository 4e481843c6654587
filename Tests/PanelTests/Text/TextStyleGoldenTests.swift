import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Text styles, faces, truncation and alignment drawn through a hosted view with the real
/// fonts, compared byte for byte with PNGs under Tests/PanelTests/Golden.
@MainActor
@Suite struct TextStyleGoldenTests {
    private func render(_ view: some View, width: Int, height: Int, background: PixelColor = .white) throws -> Surface {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        let renderer = DisplayListRenderer(fonts: fonts, background: background)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: renderer)
        return surface
    }

    @Test func typeRamp() throws {
        let styles: [(String, Font)] = [
            ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
            ("Headline", .headline), ("Subheadline", .subheadline), ("Body", .body), ("Callout", .callout),
            ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
        ]
        let view = VStack(alignment: .leading, spacing: 2) {
            ForEach(styles.indices, id: \.self) { index in
                Text("\(styles[index].0) \(Int(styles[index].1.size)) px").font(styles[index].1)
            }
        }
        expectGolden(try render(view, width: 300, height: 290), named: "text-type-ramp")
    }

    @Test func faces() throws {
        let view = VStack(alignment: .leading, spacing: 2) {
            Text("Regular book").fontWeight(.regular)
            Text("Bold 19.5 °C").bold()
            Text("Italic oblique").italic()
            Text("Bold italic").bold().italic()
            Text("Thin extra light").fontWeight(.thin)
            Text("Monospaced 0O1lI").monospaced()
            Text("Mono bold italic").font(.system(.body, design: .monospaced, weight: .bold)).italic()
            Text("Serif Garamond-ish").fontDesign(.serif)
            Text("Serif bold italic").font(.system(size: 17, weight: .bold, design: .serif).italic())
            Text("Condensed custom").font(.custom("DejaVuSansCondensed", size: 17))
            HStack(spacing: 0) {
                Text("T 17.1").monospacedDigit().border(Color.gray, width: 1)
                Text("T 71.7").monospacedDigit().border(Color.gray, width: 1)
                Text("T 11.4").border(Color.gray, width: 1)
            }
        }
        expectGolden(try render(view, width: 260, height: 260), named: "text-faces")
    }

    @Test func truncationAndAlignment() throws {
        let long = "Living room ceiling lights"
        let view = VStack(alignment: .leading, spacing: 4) {
            Text(long).lineLimit(1).frame(width: 120, alignment: .leading).background(Color(white: 0.9))
            Text(long).lineLimit(1).truncationMode(.head).frame(width: 120, alignment: .leading).background(Color(white: 0.9))
            Text(long).lineLimit(1).truncationMode(.middle).frame(width: 120, alignment: .leading).background(Color(white: 0.9))
            Text(long).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120, alignment: .leading).background(Color(white: 0.9))
            Text("Temperature in the greenhouse, measured every minute").lineLimit(2).frame(width: 150, alignment: .leading)
                .background(Color(white: 0.9))
            HStack(alignment: .top, spacing: 6) {
                Text("Leading\naligned\nlines").multilineTextAlignment(.leading).background(Color(white: 0.9))
                Text("Centred\naligned\nlines").multilineTextAlignment(.center).background(Color(white: 0.9))
                Text("Trailing\naligned\nlines").multilineTextAlignment(.trailing).background(Color(white: 0.9))
            }
        }
        expectGolden(try render(view, width: 260, height: 250), named: "text-truncation")
    }

    @Test func darkScheme() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Primary text").font(.headline)
            Text("Secondary text").foregroundColor(.secondary)
            Text("\(21.46, specifier: "%.1f") °C").font(.title).monospacedDigit()
        }
        .padding(8)
        .background(Color.background)
        .preferredColorScheme(.dark)
        expectGolden(try render(view, width: 200, height: 110, background: .black), named: "text-dark-scheme")
    }
}
