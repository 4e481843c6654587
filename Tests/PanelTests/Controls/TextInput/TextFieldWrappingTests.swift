import Testing
@testable import PanelBase
@testable import PanelUI

/// A vertical field wraps its long lines at its width and grows with them within its
/// line limits, scrolling past them; Up and Down move the caret between wrapped lines.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextFieldWrappingTests {
    let fonts: FontSet

    init() throws { fonts = try InternationalFonts.fontSet() }

    private struct Notes: View {
        let edited: EditedText
        var range: ClosedRange<Int>?
        var reserved: Int?
        var body: some View {
            VStack(alignment: .leading) {
                field.frame(width: 160)
                Spacer()
            }
            .padding(10)
        }

        @ViewBuilder private var field: some View {
            let field = TextField("Notes", text: edited.binding, axis: .vertical)
            if let range { field.lineLimit(range) } else if let reserved { field.lineLimit(reserved, reservesSpace: true) } else { field }
        }
    }

    private func host(_ view: Notes) -> ViewHost {
        let host = ViewHost(rootView: view, width: 400, height: 300, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        return host
    }

    private var line: Fixed { fonts.measure(" ", font: .body).lineHeight }

    private func fieldFrame(_ host: ViewHost) throws -> FixedRect {
        try #require(host.interactiveElements().first { $0.label == "Notes" }).frame
    }

    @Test func aLongLineWrapsAtWordsAndTheFieldGrowsUpToItsLimit() throws {
        let edited = EditedText("Water the tomatoes")
        let host = host(Notes(edited: edited, range: 1...3))
        // Wider than 160 px: two lines, the field two lines tall.
        #expect(fonts.measure(edited.text, font: .body).width > Fixed(160))
        #expect(try fieldFrame(host).height == line * 2)
        // Every drawn line fits the field, and each ends at a word.
        let lines = host.displayList.texts.filter { !$0.string.isEmpty }.map(\.string)
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == "Water the tomatoes")
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.type(" and the beans and the peas and the herbs")
        // Many lines: three shown, the rest scrolled, the caret in sight.
        let frame = try fieldFrame(host)
        #expect(frame.height == line * 3)
        let caret = try #require(host.caretRect)
        #expect(caret.minY >= frame.minY && caret.maxY <= frame.maxY + Fixed(1))
    }

    @Test func reservedLinesShowEvenForShortText() throws {
        let host = host(Notes(edited: EditedText("Hi"), reserved: 3))
        #expect(try fieldFrame(host).height == line * 3)
        let single = self.host(Notes(edited: EditedText("Hi")))
        // One line, the field's least height.
        #expect(try fieldFrame(single).height == Fixed.max(line, Fixed(22)))
    }

    @Test func upAndDownMoveBetweenWrappedLines() throws {
        let edited = EditedText("Water the tomatoes")
        let host = host(Notes(edited: edited, range: 1...5))
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        let onSecondLine = try #require(host.caretRect)
        keys.tap(KeyTyping.up)
        let onFirstLine = try #require(host.caretRect)
        // Frames stand on whole pixels.
        #expect(abs((onFirstLine.minY - onSecondLine.minY + line).raw) <= 64)
        // Down comes back to the end; Up on the first line goes to its start.
        keys.tap(KeyTyping.down)
        keys.type("s")
        #expect(edited.text == "Water the tomatoess")
        keys.tap(KeyTyping.up)
        keys.tap(KeyTyping.up)
        keys.type("x")
        #expect(edited.text == "xWater the tomatoess")
    }
}
