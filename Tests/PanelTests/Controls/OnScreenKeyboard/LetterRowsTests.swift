import Testing
@testable import PanelBase
@testable import PanelUI

/// The keyboard's letter rows come from xkeyboard-config through libxkbcommon: the same
/// keys give QWERTY, QWERTZ and AZERTY by the layout alone.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct LetterRowsTests {
    func rows(_ layout: String) throws -> [String] {
        try LetterRows(layout: KeyboardLayout(layout: layout)).rows.map { $0.map(\.lower).joined() }
    }

    @Test func usIsQwerty() throws {
        #expect(try rows("us") == ["qwertyuiop", "asdfghjkl", "zxcvbnm"])
    }

    @Test func germanSwapsYAndZAndAddsUmlauts() throws {
        #expect(try rows("de") == ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"])
    }

    @Test func frenchIsAzerty() throws {
        let french = try rows("fr")
        #expect(french[0].hasPrefix("azerty"))
        #expect(french[1].hasPrefix("qsdfghjklm"))
        #expect(french[2].hasPrefix("wxcvbn"))
        // The row's punctuation (`,` where US has `m`) and dead keys stay off.
        #expect(!french.joined().contains(","))
    }

    @Test func shiftedLettersComeFromTheLayoutsSecondLevel() throws {
        let german = try LetterRows(layout: KeyboardLayout(layout: "de"))
        #expect(german.rows[0].map(\.upper).joined() == "QWERTZUIOPÜ")
        #expect(german.rows[1].last?.upper == "Ä")
    }

    @Test func theLetterPageHasTheLayoutsRowsAndFunctionKeys() throws {
        let german = try LetterRows(layout: KeyboardLayout(layout: "de"))
        let page = KeyboardPage.make(.letters, letters: german, upper: false, type: .default, enterLabel: "Return")
        #expect(page.rows[2].first?.action == .shift)
        #expect(page.rows[2].last?.action == .backspace)
        #expect(page.rows[2].dropFirst().first?.label == "y")
        // Every row spans the same width: the bottom row's space takes what is left.
        let widths = page.rows.map { $0.reduce(0) { $0 + $1.quarters } }
        #expect(widths[3] == 44)
        #expect(widths[0] == 44)
    }

    @Test func aChineseLayoutTypesPinyin() throws {
        let layout = try KeyboardLayout(layout: "cn")
        let rows = LetterRows(layout: layout)
        #expect(rows.typesPinyin)
        #expect(rows.rows[0].map(\.lower).joined() == "qwertyuiop")
        #expect(!(try LetterRows(layout: KeyboardLayout(layout: "us")).typesPinyin))
    }
}
