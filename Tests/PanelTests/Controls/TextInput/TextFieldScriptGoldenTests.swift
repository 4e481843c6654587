import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

/// Fields in seven scripts, drawn at 800x480 and 480x272 and compared byte for byte with
/// Golden/text-fields-<language>-<state>-<size>.png: a field with text, one showing its
/// placeholder, a focused one (its caret at the end, or a word selected with its handles
/// and edit menu), a secure field and a text editor whose lines wrap. Arabic and Hebrew
/// put the caret after their last letter on its left. `PANEL_UPDATE_GOLDEN=1` rewrites them.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextFieldScriptGoldenTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let language: String
        let filled: String
        let placeholder: String
        let focused: String
        /// Where in `focused` a double tap selects a word (a character index).
        let wordIndex: Int
        let notes: String
        var testDescription: String { language }
    }

    nonisolated static let samples = [
        Sample(language: "fr", filled: "Café crème brûlée", placeholder: "Prénom", focused: "Réglage de la lumière",
               wordIndex: 2, notes: "Le thermostat règle la température de la pièce. Éteindre à minuit, sauf le vendredi où la fête dure jusqu'à l'aube."),
        Sample(language: "de", filled: "Größe der Außentür", placeholder: "Straße", focused: "Müller überprüft Schlösser",
               wordIndex: 9, notes: "Die Heizungsanlage im Erdgeschoß wird täglich überprüft; Änderungen müssen mit den Nachbarn abgesprochen werden."),
        Sample(language: "ar", filled: "غرفة المعيشة", placeholder: "الاسم", focused: "إضاءة المطبخ الدافئة",
               wordIndex: 8, notes: "يتم ضبط درجة الحرارة تلقائيا في المساء، ويمكن تغييرها من لوحة التحكم في أي وقت."),
        Sample(language: "he", filled: "סלון ראשי", placeholder: "שם", focused: "תאורת המטבח החמה",
               wordIndex: 8, notes: "הטמפרטורה מכוונת אוטומטית בערב, ואפשר לשנות אותה מלוח הבקרה בכל עת."),
        Sample(language: "th", filled: "ห้องนั่งเล่น", placeholder: "ชื่อ", focused: "ไฟ ห้องครัว อบอุ่น",
               wordIndex: 5, notes: "อุณหภูมิจะถูกปรับโดยอัตโนมัติ ในตอนเย็น และสามารถเปลี่ยนได้ จากแผงควบคุม ตลอดเวลา"),
        Sample(language: "hi", filled: "बैठक कक्ष", placeholder: "नाम", focused: "रसोई की गर्म रोशनी",
               wordIndex: 1, notes: "शाम को तापमान अपने आप सेट होता है, और इसे किसी भी समय नियंत्रण पैनल से बदला जा सकता है।"),
        Sample(language: "zh", filled: "客厅灯光", placeholder: "名称", focused: "厨房的暖色灯光",
               wordIndex: 2, notes: "傍晚时温度会自动调节，也可以随时在控制面板上更改。客厅和卧室的设置是分开的。"),
    ]

    nonisolated static let sizes = [(800, 480), (480, 272)]

    private struct Screen: View {
        let sample: Sample
        let texts: [EditedText]
        let layoutDirection: LayoutDirection
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                TextField("", text: texts[0].binding)
                TextField(sample.placeholder, text: texts[1].binding)
                TextField("", text: texts[2].binding)
                SecureField("", text: texts[3].binding)
                TextEditor(text: texts[4].binding)
            }
            .textFieldStyle(.roundedBorder)
            .padding(8)
            .environment(\.layoutDirection, layoutDirection)
        }
    }

    private func host(_ sample: Sample, width: Int, height: Int, fonts: FontSet,
                      layoutDirection: LayoutDirection = .leftToRight) -> ViewHost {
        // Nothing copied: the edit menu offers no Paste whatever other tests copied.
        Pasteboard.general.string = nil
        let texts = [sample.filled, "", sample.focused, "1234", sample.notes].map(EditedText.init)
        let host = ViewHost(rootView: Screen(sample: sample, texts: texts, layoutDirection: layoutDirection), width: width, height: height, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update(at: MonotonicTime(seconds: 1))
        return host
    }

    private func draw(_ host: ViewHost, fonts: FontSet) -> Surface {
        let surface = Surface(width: host.graph.size.width.floorPixels, height: host.graph.size.height.floorPixels)
        DisplayListRenderer(fonts: fonts).draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    /// Where in the focused field the caret before `index` stands, on the text's middle.
    private func point(before index: Int, of sample: Sample, in host: ViewHost, fonts: FontSet) throws -> FixedPoint {
        let origin = try #require(host.origin(of: sample.focused))
        let x = fonts.caretStops(sample.focused, font: .body, rightToLeft: false).caretX(at: index)
        return FixedPoint(x: origin.x + Fixed(raw: x), y: origin.y - Fixed(5))
    }

    @Test(arguments: samples, sizes)
    func caretAtTheEnd(sample: Sample, size: (Int, Int)) throws {
        let fonts = try InternationalFonts.fontSet()
        let host = host(sample, width: size.0, height: size.1, fonts: fonts)
        var keys = KeyTyping(host)
        let stops = fonts.caretStops(sample.focused, font: .body, rightToLeft: false)
        let end = try point(before: sample.focused.count, of: sample, in: host, fonts: fonts)
        keys.tap(at: end)
        let caret = try #require(host.caretRect)
        let origin = try #require(host.origin(of: sample.focused))
        // After the last letter: on the right in left-to-right text, on the left in
        // right-to-left text.
        #expect(abs((caret.minX - origin.x).raw - stops.caretX(at: sample.focused.count)) <= 64)
        if stops.paragraphRightToLeft { #expect(stops.caretX(at: sample.focused.count) < stops.width / 4) }
        expectGolden(draw(host, fonts: fonts), named: "text-fields-\(sample.language)-caret-\(size.0)x\(size.1)")
    }

    @Test(arguments: samples, sizes)
    func aWordSelectedWithItsHandlesAndMenu(sample: Sample, size: (Int, Int)) throws {
        let fonts = try InternationalFonts.fontSet()
        let host = host(sample, width: size.0, height: size.1, fonts: fonts)
        var keys = KeyTyping(host)
        let onWord = try point(before: sample.wordIndex, of: sample, in: host, fonts: fonts)
        keys.tap(at: onWord)
        keys.tap(at: onWord)
        #expect(!host.selectionRects.isEmpty)
        #expect(host.handleKnobs.count == 2)
        #expect(host.editMenuTitles.first == "Cut")
        expectGolden(draw(host, fonts: fonts), named: "text-fields-\(sample.language)-selection-\(size.0)x\(size.1)")
    }

    nonisolated static let rightToLeftSamples = samples.filter { $0.language == "ar" || $0.language == "he" }

    /// In a right-to-left layout the lines end at the field's right edge, the prompt
    /// stands on the right, and the caret after the last letter is on the text's left.
    @Test(arguments: rightToLeftSamples, sizes)
    func inARightToLeftLayout(sample: Sample, size: (Int, Int)) throws {
        let fonts = try InternationalFonts.fontSet()
        let host = host(sample, width: size.0, height: size.1, fonts: fonts, layoutDirection: .rightToLeft)
        let stops = fonts.caretStops(sample.focused, font: .body, rightToLeft: true)
        let origin = try #require(host.origin(of: sample.focused))
        // The field spans the screen less 8 px each side; its text ends 8 px padding and the
        // caret's 2 px in from its right edge.
        let right = Fixed(size.0 - 8 - 8 - 2)
        #expect(abs((origin.x + Fixed(raw: stops.width) - right).raw) <= 64)
        let placeholder = try #require(host.origin(of: sample.placeholder))
        #expect(placeholder.x > Fixed(size.0 / 2))
        var keys = KeyTyping(host)
        keys.tap(at: FixedPoint(x: origin.x + Fixed(2), y: origin.y - Fixed(5)))
        let caret = try #require(host.caretRect)
        #expect(abs((caret.minX - origin.x).raw) <= 64)
        expectGolden(draw(host, fonts: fonts), named: "text-fields-\(sample.language)-rtl-caret-\(size.0)x\(size.1)")
        let onWord = try point(before: sample.wordIndex, of: sample, in: host, fonts: fonts)
        keys.wait(1_000_000_000)
        keys.tap(at: onWord)
        keys.tap(at: onWord)
        let knobs = host.handleKnobs
        try #require(knobs.count == 2)
        // The selection's first character's handle on the right.
        var word = TextEditingState(text: sample.focused)
        word.selectWord(at: sample.wordIndex)
        #expect(abs((knobs[1].midX - origin.x).raw - stops.caretX(at: word.selection.lowerBound)) <= 64)
        #expect(abs((knobs[0].midX - origin.x).raw - stops.caretX(at: word.selection.upperBound)) <= 64)
        expectGolden(draw(host, fonts: fonts), named: "text-fields-\(sample.language)-rtl-selection-\(size.0)x\(size.1)")
    }
}
