import Testing
@testable import PanelBase
@testable import PanelUI

/// The caret blinks by deadlines: half a second shown, half hidden, solid again after a
/// key; the host wakes for nothing else, and not at all for a field without focus or off
/// the screen.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct CaretBlinkTests {
    private struct FocusedField: View {
        let edited: EditedText
        var offset: CGFloat = 0
        @FocusState private var focused: Bool

        var body: some View {
            VStack {
                TextField("Name", text: edited.binding).focused($focused).offset(y: offset)
                Spacer()
            }
            .onAppear { focused = true }
        }
    }

    @Test func anUnfocusedFieldSetsNoDeadline() {
        let host = ViewHost(rootView: ProbeField(edited: EditedText("idle")), width: 400, height: 200)
        host.hasHardwareKeyboard = true
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.nextDeadline == nil)
        #expect(host.caretRect == nil)
    }

    @Test func theFocusedCaretBlinksEveryHalfSecondAndTypingShowsItAgain() {
        let edited = EditedText("")
        let host = ViewHost(rootView: FocusedField(edited: edited), width: 400, height: 200)
        host.hasHardwareKeyboard = true
        var keys = KeyTyping(host)
        keys.wait(0)
        host.update(at: keys.time)
        let shown = keys.time
        #expect(host.caretRect != nil)
        // The only wake-up is the caret's next change.
        #expect(host.nextDeadline == shown + BlinkingCaret.phase)
        #expect(!host.needsUpdate)
        keys.wait(BlinkingCaret.phase)
        #expect(host.caretRect == nil)
        #expect(host.nextDeadline == shown + 2 * BlinkingCaret.phase)
        keys.wait(BlinkingCaret.phase)
        #expect(host.caretRect != nil)
        // A key typed while it is hidden shows it at once, for a whole half second.
        keys.wait(BlinkingCaret.phase)
        #expect(host.caretRect == nil)
        keys.type("a")
        #expect(edited.text == "a")
        #expect(host.caretRect != nil)
        let typed = keys.time
        #expect(host.nextDeadline.map { $0 > typed && $0 <= typed + BlinkingCaret.phase } == true)
    }

    @Test func aFocusedFieldOffTheScreenSetsNoDeadline() {
        let host = ViewHost(rootView: FocusedField(edited: EditedText("x"), offset: 600), width: 400, height: 200)
        host.hasHardwareKeyboard = true
        host.update(at: MonotonicTime(seconds: 1))
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.graph.focusIfMade?.focused != nil)
        #expect(host.nextDeadline == nil)
    }

    @Test func aFocusedFieldScrolledOutOfItsScrollViewSetsNoDeadline() {
        struct Scrolled: View {
            let edited: EditedText
            @FocusState private var focused: Bool
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 300)
                        TextField("Name", text: edited.binding).focused($focused)
                    }
                }
                .frame(height: 100)
                .onAppear { focused = true }
            }
        }
        let host = ViewHost(rootView: VStack { Scrolled(edited: EditedText("x")); Spacer() }, width: 400, height: 400)
        host.hasHardwareKeyboard = true
        host.update(at: MonotonicTime(seconds: 1))
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.graph.focusIfMade?.focused != nil)
        // The field is inside the screen but below its scroll view's 100 px.
        #expect(host.nextDeadline == nil)
    }
}
