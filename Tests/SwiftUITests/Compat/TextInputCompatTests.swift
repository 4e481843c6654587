import Foundation
import Testing
import Panel
import SwiftUI

// Sign-in and order forms as apps write them: every text input modifier, focus by enum,
// formatted numbers, a keyboard toolbar, key presses.

private struct SignInForm: View {
    enum Field: Hashable { case email, password }
    @State private var email = ""
    @State private var password = ""
    @State private var status = "Signed out"
    @State private var changes = 0
    @State private var lastChange = ""
    @FocusState private var focus: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Account"), footer: Text("We never share your email.")) {
                    TextField("Email", text: $email)
                        .textFieldStyle(.roundedBorder)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.next)
                        .focused($focus, equals: .email)
                        .onSubmit { focus = .password }
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .submitLabel(.done)
                        .focused($focus, equals: .password)
                        .onSubmit(signIn)
                }
                Section {
                    Button("Sign In", action: signIn)
                        .keyboardShortcut(.defaultAction)
                        .disabled(email.isEmpty)
                    LabeledContent("Status", value: status)
                    LabeledContent("Changes") { Text("\(changes) \(lastChange)") }
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focus = nil }
                }
            }
            .onChange(of: email) { oldValue, newValue in
                changes += 1
                lastChange = "\(oldValue)>\(newValue)"
            }
            .onChange(of: password) {
                changes += 1
            }
            .onAppear { focus = .email }
        }
    }

    private func signIn() {
        status = password.count >= 3 ? "Signed in as \(email)" : "Password too short"
    }
}

private struct OrderForm: View {
    @State private var quantity = 3
    @State private var price = 12.5
    @State private var discount = 0.1
    @State private var note = "Leave at door"

    var body: some View {
        Form {
            Section("Order") {
                TextField("Quantity", value: $quantity, format: .number)
                    .keyboardType(.numberPad)
                TextField("Price", value: $price, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                TextField("Discount", value: $discount, format: .percent)
                LabeledContent("Total", value: Double(quantity) * price * (1 - discount), format: .currency(code: "USD"))
            }
            Section("Note") {
                TextEditor(text: $note)
                    .scrollContentBackground(.hidden)
                    .background(Color.yellow.opacity(0.2))
                    .frame(minHeight: 80)
                Text("\(note.count) characters, \(note.split(separator: "\n").count) lines")
            }
        }
        .formStyle(.grouped)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

@MainActor
@Suite struct TextInputCompatTests {
    @MainActor private struct Keyboard {
        let host: ViewHost
        var time: MonotonicTime

        mutating func press(_ code: UInt16, holding modifiers: [UInt16] = []) {
            for modifier in modifiers { send(modifier, .pressed) }
            send(code, .pressed)
            send(code, .released)
            for modifier in modifiers.reversed() { send(modifier, .released) }
            for _ in 0..<3 where host.needsUpdate { host.update(at: time) }
        }

        mutating func type(_ text: String) {
            let codes: [Character: UInt16] = [
                "a": 30, "b": 48, "c": 46, "d": 32, "e": 18, "f": 33, "g": 34, "h": 35, "i": 23, "j": 36,
                "k": 37, "l": 38, "m": 50, "n": 49, "o": 24, "p": 25, "q": 16, "r": 19, "s": 31, "t": 20,
                "u": 22, "v": 47, "w": 17, "x": 45, "y": 21, "z": 44, "1": 2, "2": 3, "3": 4, "4": 5,
                "5": 6, "6": 7, "7": 8, "8": 9, "9": 10, "0": 11, ".": 52,
            ]
            for character in text {
                if character == "@" {
                    press(3, holding: [42])
                } else if let code = codes[character] {
                    press(code)
                }
            }
        }

        mutating func send(_ code: UInt16, _ state: KeyEvent.State) {
            time = time + 10_000_000
            host.send(.key(KeyEvent(code: code, state: state, timestamp: time)))
        }
    }

    private func start(_ view: some View) -> Keyboard {
        let host = ViewHost(rootView: view, width: 480, height: 800)
        host.hasHardwareKeyboard = true
        let time = MonotonicTime(seconds: 5)
        host.update(at: time)
        host.update(at: time + 1_000)
        return Keyboard(host: host, time: time + 1_000)
    }

    private func texts(_ keyboard: Keyboard) -> [String] { keyboard.host.displayList.texts.map(\.string) }

    @Test func focusMovesBySubmitAndTheDefaultActionSignsIn() {
        var keyboard = start(SignInForm())
        #expect(texts(keyboard).contains("We never share your email."))
        #expect(texts(keyboard).contains("Account") || texts(keyboard).contains("ACCOUNT"))
        keyboard.type("al@x")
        #expect(texts(keyboard).contains("al@x"))
        // onChange(of:) with old and new values: once per character.
        #expect(texts(keyboard).contains("4 al@>al@x"))
        keyboard.press(28)                        // Return: on to the password
        keyboard.type("ab")
        #expect(texts(keyboard).contains("6 al@>al@x"))
        #expect(!texts(keyboard).contains("ab"))  // a secure field shows dots
        keyboard.press(28)                        // Return in the password: sign in
        #expect(texts(keyboard).contains("Password too short"))
        keyboard.type("c")
        keyboard.press(28)
        #expect(texts(keyboard).contains("Signed in as al@x"))
    }

    @Test func keyboardToolbarItemsAreAcceptedAndNotShown() {
        var keyboard = start(SignInForm())
        keyboard.type("a")
        // Panel's on-screen keyboard has no bar for them; typing goes on.
        #expect(!keyboard.host.visibleTexts.contains("Done"))
        keyboard.type("b")
        #expect(texts(keyboard).contains("ab"))
    }

    @Test func formattedFieldsShowAndParseTheirValues() {
        var keyboard = start(OrderForm())
        let shown = texts(keyboard)
        #expect(shown.contains("3"))
        #expect(shown.contains("$12.50"))
        #expect(shown.contains("10%"))
        #expect(shown.contains("$33.75"))
        // Focus the quantity (Tab from nothing), replace it with 4: the total follows.
        keyboard.press(15)
        keyboard.press(30, holding: [29])
        keyboard.type("4")
        keyboard.press(15)
        #expect(texts(keyboard).contains("$45.00"))
    }

    @Test func returnInTheEditorStartsALine() {
        var keyboard = start(OrderForm())
        // Tab to the note: quantity, price, discount, note.
        for _ in 0..<4 { keyboard.press(15) }
        keyboard.type("x")
        keyboard.press(28)
        keyboard.type("b")
        #expect(texts(keyboard).contains("16 characters, 2 lines"))
    }
}
