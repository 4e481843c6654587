import Testing
@testable import PanelBase
@testable import PanelUI

/// Copy, cut, paste and select all: through Ctrl+C, Ctrl+X, Ctrl+V and Ctrl+A, and through
/// the edit menu a long press shows; a secure field never gives its text away.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextFieldClipboardTests {
    let fonts: FontSet

    init() throws { fonts = try InternationalFonts.fontSet() }

    private struct TwoFields: View {
        let first: EditedText
        let second: EditedText
        var secure = false
        var body: some View {
            VStack(alignment: .leading, spacing: 60) {
                Spacer().frame(height: 40)
                if secure {
                    SecureField("PIN", text: first.binding).textFieldStyle(.roundedBorder).frame(width: 240)
                } else {
                    TextField("From", text: first.binding).textFieldStyle(.roundedBorder).frame(width: 240)
                }
                TextField("To", text: second.binding).textFieldStyle(.roundedBorder).frame(width: 240)
                Spacer()
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private func host(_ first: EditedText, _ second: EditedText, secure: Bool = false) -> ViewHost {
        let host = ViewHost(rootView: TwoFields(first: first, second: second, secure: secure), width: 480, height: 272,
                            textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        return host
    }

    private func onText(_ text: String, at index: Int, in host: ViewHost) throws -> FixedPoint {
        let origin = try #require(host.origin(of: text))
        let x = fonts.caretStops(text, font: .body, rightToLeft: false).caretX(at: index)
        return FixedPoint(x: origin.x + Fixed(raw: x), y: origin.y - Fixed(5))
    }

    @Test func ctrlCAndCtrlVCopyASelectionIntoAnotherField() throws {
        let first = EditedText("warm white"), second = EditedText("")
        let host = host(first, second)
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.chord([KeyTyping.leftShift], KeyTyping.left)
        for _ in 0..<4 { keys.chord([KeyTyping.leftShift], KeyTyping.left) }
        keys.chord([KeyTyping.leftControl], KeyTyping.c)
        #expect(first.text == "warm white")
        #expect(Pasteboard.general.string == "white")
        keys.tap(KeyTyping.tab)
        keys.chord([KeyTyping.leftControl], KeyTyping.v)
        keys.chord([KeyTyping.leftControl], KeyTyping.v)
        #expect(second.text == "whitewhite")
        // Undo takes back one paste, redo makes it again.
        keys.chord([KeyTyping.leftControl], KeyTyping.z)
        #expect(second.text == "white")
        keys.chord([KeyTyping.leftControl, KeyTyping.leftShift], KeyTyping.z)
        #expect(second.text == "whitewhite")
    }

    @Test func ctrlXCutsAndAPasteReplacesTheSelection() throws {
        let first = EditedText("kitchen lights"), second = EditedText("hall")
        let host = host(first, second)
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.chord([KeyTyping.leftControl], KeyTyping.a)
        keys.chord([KeyTyping.leftControl], KeyTyping.x)
        #expect(first.text.isEmpty)
        #expect(Pasteboard.general.string == "kitchen lights")
        keys.tap(KeyTyping.tab)
        keys.chord([KeyTyping.leftControl], KeyTyping.a)
        keys.chord([KeyTyping.leftControl], KeyTyping.v)
        #expect(second.text == "kitchen lights")
    }

    @Test func aSecureFieldNeverCopiesOrCutsItsText() throws {
        Pasteboard.general.string = "before"
        let first = EditedText("s3cret"), second = EditedText("")
        let host = host(first, second, secure: true)
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.chord([KeyTyping.leftControl], KeyTyping.a)
        keys.chord([KeyTyping.leftControl], KeyTyping.c)
        keys.chord([KeyTyping.leftControl], KeyTyping.x)
        #expect(first.text == "s3cret")
        #expect(Pasteboard.general.string == "before")
        // A long press selects it all (its words are not shown), and its edit menu offers
        // neither copy nor cut; pasting into it still works.
        keys.tap(KeyTyping.home)
        let dots = String(repeating: "•", count: 6)
        keys.hold(at: try onText(dots, at: 2, in: host))
        #expect(host.editMenuTitles == ["Paste"])
        #expect(host.selectionRects.count == 1)
        keys.chord([KeyTyping.leftControl], KeyTyping.v)
        #expect(first.text == "before")
    }

    @Test func aLongPressSelectsTheWordAndItsMenuCopiesAndPastes() throws {
        let first = EditedText("living room"), second = EditedText("")
        let host = host(first, second)
        var keys = KeyTyping(host)
        keys.hold(at: try onText("living room", at: 9, in: host))
        #expect(host.selectionRects.count == 1)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Select All"] || host.editMenuTitles == ["Cut", "Copy", "Paste", "Select All"])
        // The menu stands above the selection.
        let menuCopy = try #require(host.editMenuPoint("Copy"))
        let selection = try #require(host.selectionRects.first)
        #expect(menuCopy.y < selection.minY)
        keys.tap(at: menuCopy)
        #expect(Pasteboard.general.string == "room")
        #expect(host.editMenuTitles.isEmpty)
        // A long press in the empty field below offers Paste.
        let secondFrame = try #require(host.interactiveElements().first { $0.label == "To" }).frame
        keys.hold(at: FixedPoint(x: secondFrame.minX + Fixed(20), y: secondFrame.midY))
        #expect(host.editMenuTitles == ["Paste"])
        keys.tap(at: try #require(host.editMenuPoint("Paste")))
        #expect(second.text == "room")
        #expect(first.text == "living room")
    }

    @Test func theMenusSelectAllAndCutTakeTheWholeText() throws {
        let first = EditedText("garden gate"), second = EditedText("")
        let host = host(first, second)
        var keys = KeyTyping(host)
        keys.hold(at: try onText("garden gate", at: 2, in: host))
        keys.tap(at: try #require(host.editMenuPoint("Select All")))
        #expect(host.selectionRects.count == 1)
        // Select All leaves the menu up, without itself.
        #expect(!host.editMenuTitles.contains("Select All"))
        keys.tap(at: try #require(host.editMenuPoint("Cut")))
        #expect(first.text.isEmpty)
        #expect(Pasteboard.general.string == "garden gate")
    }
}
