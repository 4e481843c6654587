import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private final class Entries {
    var name = ""
    var email = ""
    var pin = ""
    var submitted: [String] = []
}

@MainActor
private struct SignUpForm: View {
    enum Field: Hashable { case name, email, pin }
    let entries: Entries
    @FocusState private var field: Field?
    @State private var revision = 0

    private func binding(_ keyPath: ReferenceWritableKeyPath<Entries, String>) -> Binding<String> {
        Binding(get: { entries[keyPath: keyPath] }, set: { entries[keyPath: keyPath] = $0; revision += 1 })
    }

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: binding(\.name))
                .textFieldStyle(.roundedBorder)
                .focused($field, equals: .name)
                .textInputAutocapitalization(.words)
                .submitLabel(.next)
                .onSubmit { field = .email }
            TextField("Email", text: binding(\.email))
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($field, equals: .email)
                .submitLabel(.done)
                .onSubmit { entries.submitted.append(entries.email) }
            SecureField("PIN", text: binding(\.pin))
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
                .focused($field, equals: .pin)
            Text("revision \(revision)")
            Spacer()
        }
        .padding(20)
    }
}

/// A form filled in by touch alone: taps on its fields and on the keys of the on-screen
/// keyboard, sent through the host as a touchscreen's events are.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct OnScreenKeyboardTypingTests {
    @Test func aFormIsFilledInByTouch() throws {
        let entries = Entries()
        let host = ViewHost(rootView: SignUpForm(entries: entries), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        #expect(!host.showsOnScreenKeyboard)
        finger.tap(text: "Name")
        #expect(host.showsOnScreenKeyboard)
        #expect(finger.keyboard?.geometry(screen: host.size).face(of: .enter) != nil)
        #expect(finger.keyboard?.enterLabel == .next)
        // Capitals start each word by themselves (`.words`).
        finger.type("Ada ")
        #expect(finger.keyboard?.shift.mode == .once)
        finger.type("Lovelace")
        #expect(entries.name == "Ada Lovelace")
        #expect(finger.keyboard?.shift.mode == .off)
        // Next: `.onSubmit` focuses the email field; the keyboard stays, with its @ key.
        finger.press(.enter)
        #expect(host.showsOnScreenKeyboard)
        #expect(finger.centre(of: .character("@")) != nil)
        finger.type("ada@example.org")
        #expect(entries.email == "ada@example.org")
        // Done: submitted, the field lets go and the keyboard slides away.
        finger.press(.enter)
        #expect(entries.submitted == ["ada@example.org"])
        #expect(!host.showsOnScreenKeyboard)
        finger.settle()
        #expect(host.graph.root.keyboardLayer == nil)
        // The PIN field opens the number pad; the keyboard's own key hides it.
        finger.tap(text: "PIN")
        #expect(finger.keyboard?.pageKind == .numberPad)
        finger.type("2468")
        finger.press(.backspace)
        #expect(entries.pin == "246")
        finger.press(.dismiss)
        #expect(!host.showsOnScreenKeyboard)
    }

    @Test func shiftTypesOneCapitalAndADoubleTapLocksThem() throws {
        let entries = Entries()
        let host = ViewHost(rootView: SignUpForm(entries: entries), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "Name")
        // `.words`: the first letter is a capital by itself.
        #expect(finger.keyboard?.shift.mode == .once)
        finger.press(.character("A"))
        finger.press(.character("b"))
        finger.press(.shift)
        finger.press(.shift)
        finger.press(.character("C"))
        finger.press(.character("D"))
        #expect(entries.name == "AbCD")
        #expect(finger.keyboard?.shift.mode == .locked)
        // A digit from the symbols page; space there goes back to the letters.
        finger.press(.page(.symbols))
        finger.press(.character("7"))
        finger.press(.space)
        #expect(finger.keyboard?.pageKind == .letters)
        #expect(entries.name == "AbCD7 ")
    }

    @Test func heldBackspaceRepeatsAfterADelayOnTheTimers() throws {
        let entries = Entries()
        entries.name = "abcdefghijklmnop"
        let host = ViewHost(rootView: SignUpForm(entries: entries), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "abcdefghijklmnop")
        let backspace = try #require(finger.centre(of: .backspace))
        finger.down(at: backspace)
        #expect(entries.name.count == 15)
        let pressed = finger.time
        #expect(host.nextDeadline == pressed + KeyboardTouch.repeatDelay)
        finger.hold(for: KeyboardTouch.repeatDelay - 1)
        #expect(entries.name.count == 15)
        finger.hold(for: 1)
        #expect(entries.name.count == 14)
        finger.hold(for: 4 * KeyboardTouch.repeatInterval)
        #expect(entries.name.count == 10)
        finger.up(at: backspace)
        finger.hold(for: 10 * KeyboardTouch.repeatInterval)
        // The tap put the caret where it landed, the text's middle: six characters before it went.
        #expect(entries.name == "abijklmnop")
        // Nothing repeats any more: what is left to wake for is the caret's blink.
        #expect(host.nextDeadline.map { $0 - finger.time <= BlinkingCaret.phase } == true)
    }

    @Test func aLongPressOffersAccentsChosenBySliding() throws {
        let entries = Entries()
        let host = ViewHost(rootView: SignUpForm(entries: entries), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "Email")
        let e = try #require(finger.centre(of: .character("e")))
        finger.down(at: e)
        finger.hold(for: KeyboardTouch.longPressDelay)
        let popup = try #require(finger.keyboard?.popup)
        #expect(popup.variants.prefix(4) == ["é", "è", "ê", "ë"])
        #expect(host.visibleTexts.contains("ê"))
        // Slide onto the second cell, lift there.
        let cell = popup.cells[1]
        let layer = try #require(host.graph.root.keyboardLayer)
        finger.move(to: FixedPoint(x: layer.frame.minX + Fixed(cell.x + cell.width / 2), y: e.y))
        finger.up(at: FixedPoint(x: layer.frame.minX + Fixed(cell.x + cell.width / 2), y: e.y))
        finger.settle()
        #expect(entries.email == "è")
        #expect(finger.keyboard?.popup == nil)
    }

    @Test func aTapBesideTheKeyboardAndTheFieldLetsGo() throws {
        let host = ViewHost(rootView: SignUpForm(entries: Entries()), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "Name")
        #expect(host.showsOnScreenKeyboard)
        // Another field keeps the keyboard, for that field.
        finger.tap(text: "Email")
        #expect(host.showsOnScreenKeyboard)
        #expect(finger.keyboard?.keyboardType == .emailAddress)
        finger.tap(FixedPoint(x: Fixed(700), y: Fixed(200)))
        #expect(!host.showsOnScreenKeyboard)
    }

    @Test func aHardwareKeyOrTheModeKeepsTheKeyboardAway() throws {
        let entries = Entries()
        let host = ViewHost(rootView: SignUpForm(entries: entries), width: 800, height: 480)
        var finger = KeyboardFinger(host)
        finger.settle()
        finger.tap(text: "Name")
        #expect(host.showsOnScreenKeyboard)
        host.send(.key(KeyEvent(code: 30, state: .pressed, timestamp: finger.time + 1_000_000)))
        host.send(.key(KeyEvent(code: 30, state: .released, timestamp: finger.time + 2_000_000)))
        finger.settle()
        #expect(entries.name == "a")
        #expect(!host.showsOnScreenKeyboard)
        #expect(host.hasHardwareKeyboard)

        let never = ViewHost(rootView: SignUpForm(entries: Entries()), width: 800, height: 480)
        never.onScreenKeyboard = .never
        var other = KeyboardFinger(never)
        other.settle()
        other.tap(text: "Name")
        #expect(!never.showsOnScreenKeyboard)
    }
}
