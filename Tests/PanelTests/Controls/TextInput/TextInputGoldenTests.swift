import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

/// A field with a word selected and a text editor of several lines, drawn at 800x480 and
/// compared byte for byte with Golden/text-field-selection.png and text-editor.png.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextInputGoldenTests {
    private struct Screen: View {
        let name: EditedText
        let notes: EditedText
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Room").font(.headline)
                TextField("Name", text: name.binding).textFieldStyle(.roundedBorder)
                Text("Notes").font(.headline)
                TextEditor(text: notes.binding).frame(height: 150)
                Spacer()
            }
            .padding(24)
        }
    }

    private func draw(_ host: ViewHost, fonts: FontSet) -> Surface {
        let surface = Surface(width: 800, height: 480)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    private func host(fonts: FontSet) -> (ViewHost, EditedText, EditedText) {
        let name = EditedText("Living room lights")
        let notes = EditedText("Dim after sunset.\nOff at midnight,\nexcept on Fridays\nAsk before changing: the heating schedule is shared with the rest of the building, the office upstairs and the shop.")
        let host = ViewHost(rootView: Screen(name: name, notes: notes), width: 800, height: 480, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update(at: MonotonicTime(seconds: 1))
        return (host, name, notes)
    }

    @Test func aFieldWithAWordSelected() throws {
        let fonts = try InternationalFonts.fontSet()
        let (host, _, _) = host(fonts: fonts)
        var keys = KeyTyping(host)
        let origin = try #require(host.origin(of: "Living room lights"))
        let onRoom = FixedPoint(x: origin.x + Fixed(70), y: origin.y - Fixed(5))
        keys.tap(at: onRoom)
        keys.tap(at: onRoom)
        #expect(host.selectionRects.count == 1)
        // Keys put the touch's handles and menu away: the word stays selected, drawn alone
        // (the handles and menu have goldens of their own, TextFieldScriptGoldenTests).
        keys.chord([KeyTyping.leftShift], KeyTyping.left)
        keys.chord([KeyTyping.leftShift], KeyTyping.right)
        #expect(host.handleKnobs.isEmpty)
        expectGolden(draw(host, fonts: fonts), named: "text-field-selection")
    }

    /// Its last line is too long for it, and wraps.
    @Test func aTextEditorWithTheCaretOnItsThirdLine() throws {
        let fonts = try InternationalFonts.fontSet()
        let (host, _, notes) = host(fonts: fonts)
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.tab)
        // Up from the end of the text (its wrapped line's end) twice, to the end of that
        // line, and a word typed there.
        keys.tap(KeyTyping.up)
        keys.tap(KeyTyping.up)
        keys.tap(KeyTyping.end)
        keys.type(" too")
        #expect(notes.text == "Dim after sunset.\nOff at midnight,\nexcept on Fridays too\nAsk before changing: the heating schedule is shared with the rest of the building, the office upstairs and the shop.")
        #expect(host.caretRect != nil)
        expectGolden(draw(host, fonts: fonts), named: "text-editor")
    }
}
