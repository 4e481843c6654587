import Testing
@testable import PanelUI

@Suite struct TextEditingStateTests {
    @Test func typingGoesInAtTheCaret() {
        var state = TextEditingState(text: "Kitchn", caret: 5)
        state.insert("e")
        #expect(state.text == "Kitchen" && state.caret == 6)
        state.moveCaretToStart()
        state.insert("The ")
        #expect(state.text == "The Kitchen" && state.caret == 4)
        // Control characters (Control-S's code) never go in.
        state.insert("\u{13}")
        #expect(state.text == "The Kitchen" && state.caret == 4)
    }

    @Test func deletionTakesWholeCharactersInEveryScript() {
        // A family emoji (seven scalars), a flag, e with a combining acute, a Thai
        // cluster, a Devanagari conjunct: each one character, deleted whole.
        let words = ["👨‍👩‍👧‍👦", "🇩🇪", "e\u{301}", "กำ", "क्षि"]
        for word in words {
            var state = TextEditingState(text: "a" + word)
            #expect(state.caret == 2, "\(word)")
            state.deleteBackward()
            #expect(state.text == "a", "\(word)")
            var forward = TextEditingState(text: word + "b", caret: 0)
            forward.deleteForward()
            #expect(forward.text == "b", "\(word)")
        }
    }

    @Test func theCaretNeverLandsInsideACharacter() {
        var state = TextEditingState(text: "x👍🏽y")
        state.moveCaret(by: -1)
        #expect(state.beforeCaret == "x👍🏽")
        state.moveCaret(by: -1)
        #expect(state.beforeCaret == "x")
        state.moveCaret(by: -5)
        #expect(state.caret == 0)
        state.moveCaret(by: 9)
        #expect(state.caret == 3)
        // A combining mark typed after a letter joins it: still one character more.
        var combining = TextEditingState(text: "cafe")
        combining.insert("\u{301}")
        #expect(combining.text == "café" && combining.text.count == 4 && combining.caret == 4)
    }
}
