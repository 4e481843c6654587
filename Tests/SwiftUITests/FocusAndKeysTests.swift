import Testing
import SwiftUI

// Written as for Apple's SwiftUI: a keypad-driven set-point screen.
private struct SetPointScreen: View {
    enum Control: Hashable { case setPoint, apply }
    @State private var setPoint = 21
    @State private var applied: Int?
    @FocusState private var focused: Control?
    @FocusState private var digitsFocused: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("Set point \(setPoint)")
                .focusable()
                .focused($focused, equals: .setPoint)
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                    setPoint += press.key == .upArrow ? 1 : -1
                    return .handled
                }
            Text("Digits")
                .focusable(true, interactions: .edit)
                .focused($digitsFocused)
                .onKeyPress(characters: .decimalDigits, phases: .down) { press in
                    setPoint = Int(press.characters) ?? setPoint
                    return .handled
                }
            Button("Apply") { applied = setPoint }
                .focused($focused, equals: .apply)
                .keyboardShortcut("s", modifiers: .control)
            Text(applied.map { "Applied \($0)" } ?? "Not applied")
        }
        .onAppear { focused = .setPoint }
    }
}

@MainActor
@Suite struct FocusAndKeysTests {
    let time = MonotonicTime(seconds: 5)

    /// Presses and releases `code` (a Linux key code).
    func key(_ host: ViewHost, _ code: UInt16, at offset: Int64) {
        host.send(.key(KeyEvent(code: code, state: .pressed, timestamp: time + offset)))
        host.send(.key(KeyEvent(code: code, state: .released, timestamp: time + offset + 1_000)))
        host.update(at: time + offset + 2_000)
    }

    func texts(_ host: ViewHost) -> [String] { host.displayList.texts.map(\.string) }

    @Test func aKeypadAdjustsTheFocusedValueAndAppliesIt() {
        let host = ViewHost(rootView: SetPointScreen(), width: 320, height: 400)
        host.update(at: time)
        host.update(at: time + 1_000)
        // Focused at appearance: the arrows change the set point.
        key(host, 103, at: 10_000_000)   // up
        key(host, 103, at: 20_000_000)
        key(host, 108, at: 30_000_000)   // down
        #expect(texts(host).contains("Set point 22"))
        // Tab to the digits, type 5; Control-S applies from anywhere.
        key(host, 15, at: 40_000_000)     // tab
        key(host, 6, at: 50_000_000)      // 5
        #expect(texts(host).contains("Set point 5"))
        host.send(.key(KeyEvent(code: 29, state: .pressed, timestamp: time + 60_000_000)))   // left control, held
        key(host, 31, at: 70_000_000)     // s
        host.send(.key(KeyEvent(code: 29, state: .released, timestamp: time + 80_000_000)))
        host.update(at: time + 90_000_000)
        #expect(texts(host).contains("Applied 5"))
    }
}

// Written as for Apple's SwiftUI: a room-name form.
private struct RoomNameForm: View {
    @State private var name = ""
    @State private var pin = ""
    @State private var saved: String?
    @FocusState private var nameFocused: Bool

    var body: some View {
        Form {
            TextField("Room name", text: $name, prompt: Text("e.g. Kitchen"))
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
                .submitLabel(.done)
                .focused($nameFocused)
            SecureField("PIN", text: $pin)
                .keyboardType(.numberPad)
                .textFieldStyle(.roundedBorder)
            Text(saved ?? "unsaved")
        }
        .onSubmit { saved = name }
        .onAppear { nameFocused = true }
    }
}

extension FocusAndKeysTests {
    @Test(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
    func aFormWrittenForSwiftUITakesTypedText() {
        let host = ViewHost(rootView: RoomNameForm(), width: 400, height: 300)
        host.update(at: time)
        host.update(at: time + 1_000)
        #expect(texts(host).contains("e.g. Kitchen"))
        key(host, 37, at: 10_000_000)   // k
        key(host, 23, at: 20_000_000)   // i
        key(host, 28, at: 30_000_000)   // Enter
        #expect(texts(host).contains("ki"))
        // The on-screen keyboard, up while no keyboard was known, slides away at the first key.
        host.update(at: time + 400_000_000)
        #expect(texts(host).contains("ki") && texts(host).last == "ki")
    }
}
