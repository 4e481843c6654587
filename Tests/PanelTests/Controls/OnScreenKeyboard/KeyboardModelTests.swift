import Testing
@testable import PanelBase
@testable import PanelUI

/// The keyboard's model without a screen: Shift and caps lock, the pages each keyboard
/// type opens, the accents a long press offers and where keys lie.
@MainActor
@Suite struct KeyboardModelTests {
    let start = MonotonicTime(seconds: 1)

    @Test func shiftIsOneShotAndADoubleTapLocksCapitals() {
        var shift = ShiftState()
        shift.tap(at: start)
        #expect(shift.mode == .once)
        shift.typedCharacter()
        #expect(shift.mode == .off)
        shift.tap(at: start)
        shift.tap(at: start + 200_000_000)
        #expect(shift.mode == .locked)
        shift.typedCharacter()
        #expect(shift.mode == .locked)
        shift.tap(at: start + 900_000_000)
        #expect(shift.mode == .off)
        // Two taps far apart: on, then off again.
        shift.tap(at: start + 2_000_000_000)
        shift.tap(at: start + 2_000_000_000 + ShiftState.doubleTapInterval + 1)
        #expect(shift.mode == .off)
    }

    @Test func keyboardTypesChooseThePage() {
        let letters = LetterRows.withoutLayout
        func page(_ type: UIKeyboardType) -> KeyboardPage {
            KeyboardPage.make(.initial(for: type), letters: letters, upper: false, type: type, enterLabel: "Go")
        }
        let numbers = page(.numberPad)
        #expect(numbers.kind == .numberPad)
        #expect(numbers.keys.compactMap { if case .character(let t) = $0.action { t } else { nil } }.sorted() == (0...9).map(String.init))
        #expect(page(.decimalPad).keys.contains { $0.action == .character(".") })
        #expect(page(.phonePad).keys.contains { $0.action == .character("+") })
        #expect(page(.phonePad).keys.contains { $0.action == .character("#") })
        let email = page(.emailAddress)
        #expect(email.kind == .letters)
        #expect(email.rows.last!.contains { $0.action == .character("@") })
        #expect(email.rows.last!.contains { $0.action == .character(".") })
        let url = page(.URL)
        #expect(url.rows.last!.contains { $0.action == .character("/") })
        #expect(url.rows.last!.contains { $0.action == .character(".com") })
        #expect(!url.rows.last!.contains { $0.action == .space })
        #expect(page(.default).keys.first { $0.action == .enter }?.label == "Go")
    }

    @Test func symbolPagesLeadToEachOtherAndBack() {
        let symbols = KeyboardPage.make(.symbols, letters: .withoutLayout, upper: false, type: .default, enterLabel: "Return")
        #expect(symbols.rows[0].map(\.label).joined() == "1234567890")
        #expect(symbols.keys.contains { $0.action == .page(.moreSymbols) })
        #expect(symbols.keys.contains { $0.action == .page(.letters) })
        let more = KeyboardPage.make(.moreSymbols, letters: .withoutLayout, upper: false, type: .default, enterLabel: "Return")
        #expect(more.keys.contains { $0.action == .page(.symbols) })
        #expect(more.keys.contains { $0.action == .character("€") })
    }

    @Test func accentsComeFromCanonicalEquivalence() {
        let e = AccentVariants.variants(of: "e")
        #expect(Array(e.prefix(4)) == ["é", "è", "ê", "ë"])
        #expect(e.contains("ę") && e.contains("ě"))
        #expect(AccentVariants.variants(of: "E").prefix(4) == ["É", "È", "Ê", "Ë"])
        #expect(AccentVariants.variants(of: "c").contains("ç"))
        #expect(AccentVariants.variants(of: "n").first == "ń")
        #expect(AccentVariants.variants(of: "n").contains("ñ"))
        #expect(AccentVariants.variants(of: "s").contains("ß"))
        #expect(AccentVariants.variants(of: "q").isEmpty)
        #expect(AccentVariants.variants(of: "0") == ["+"])
    }

    @Test func keysTileTheKeyboardAndTouchesFindThem() {
        let page = KeyboardPage.make(.letters, letters: .withoutLayout, upper: false, type: .default, enterLabel: "Return")
        let geometry = KeyboardGeometry(page: page, width: 800, height: 240, showsBar: false)
        #expect(geometry.placed.count == page.keys.count)
        for placed in geometry.placed {
            let centre = (placed.face.x + placed.face.width / 2, placed.face.y + placed.face.height / 2)
            #expect(geometry.key(at: centre.0, centre.1)?.key == placed.key)
            #expect(placed.face.x >= 0 && placed.face.x + placed.face.width <= 800)
            #expect(placed.face.y >= 0 && placed.face.y + placed.face.height <= 240)
        }
        // Beside the shorter middle row, a touch takes the nearest key.
        let a = geometry.placed.first { $0.key.action == .character("a") }!
        #expect(geometry.key(at: 1, a.face.y + 5)?.key.action == .character("a"))
    }

    @Test func theAccentPopupFollowsTheFinger() {
        var popup = AccentPopup(variants: ["é", "è", "ê"], over: PixelRect(x: 780, y: 100, width: 70, height: 50), keyboardWidth: 800)
        // Kept on the keyboard.
        #expect(popup.cells.last!.x + popup.cells.last!.width <= 798)
        #expect(popup.choice == "é")
        popup.select(x: popup.cells[2].x + 3)
        #expect(popup.choice == "ê")
        popup.select(x: 0)
        #expect(popup.choice == "é")
    }
}
