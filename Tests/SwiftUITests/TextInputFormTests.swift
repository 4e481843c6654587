import Testing
import SwiftUI

// Written as for Apple's SwiftUI: a thermostat's settings form with every text input API.
private struct ThermostatSettings: View {
    enum Field: Hashable { case name, setPoint, humidity, notes, code }
    @State private var name = "Hall"
    @State private var setPoint = 21.5
    @State private var humidity: Int? = 40
    @State private var notes = ""
    @State private var code = ""
    @State private var log = ""
    @State private var submitted: [String] = []
    @State private var nameSelection: TextSelection?
    @FocusState private var focused: Field?

    var body: some View {
        Form {
            Section("Room") {
                TextField("Name", text: $name, selection: $nameSelection)
                    .textContentType(.name)
                    .focused($focused, equals: .name)
                    .onSubmit { focused = .setPoint }
                TextField("Set point", value: $setPoint, format: .number)
                    .keyboardType(.decimalPad)
                    .focused($focused, equals: .setPoint)
                TextField("Humidity", value: $humidity, format: .number, prompt: Text("%"))
                    .focused($focused, equals: .humidity)
                SecureField("Code", text: $code)
                    .textContentType(.oneTimeCode)
                    .focused($focused, equals: .code)
            }
            .focusSection()
            Section("Notes") {
                TextField("Log", text: $log, axis: .vertical)
                    .lineLimit(2...4)
                TextField("Short", text: $log, axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
                TextEditor(text: $notes)
                    .focused($focused, equals: .notes)
                    .frame(height: 80)
                Text("Set point \(setPoint, specifier: "%.1f"), humidity \(humidity ?? -1)")
                    .textSelection(.enabled)
                Text("Submitted \(submitted.joined(separator: ","))")
                Text(nameSelection.map { $0.isInsertion ? "Caret in the name" : "Name selected" } ?? "No selection")
            }
        }
        .onSubmit(of: .text) { submitted.append(name) }
        .scrollDismissesKeyboard(.interactively)
        .focusEffectDisabled()
        .defaultFocus($focused, .name)
    }
}

@MainActor
@Suite struct TextInputFormTests {
    let start = MonotonicTime(seconds: 5)

    @MainActor private struct Keys {
        let host: ViewHost
        var time: MonotonicTime

        mutating func key(_ code: UInt16, held: [UInt16] = []) {
            for modifier in held { send(modifier, .pressed) }
            send(code, .pressed)
            send(code, .released)
            for modifier in held.reversed() { send(modifier, .released) }
            // As the loop does: frames until nothing is left to change.
            for _ in 0..<3 where host.needsUpdate { host.update(at: time) }
        }

        mutating func send(_ code: UInt16, _ state: KeyEvent.State) {
            time = time + 10_000_000
            host.send(.key(KeyEvent(code: code, state: state, timestamp: time)))
        }
    }

    func texts(_ host: ViewHost) -> [String] { host.displayList.texts.map(\.string) }

    @Test func theFormEditsItsValuesAsSwiftUIsDoes() {
        let host = ViewHost(rootView: ThermostatSettings().environment(\.locale, Locale(identifier: "en_US")),
                            width: 480, height: 800)
        host.hasHardwareKeyboard = true
        host.update(at: start)
        host.update(at: start + 1_000)
        var keys = Keys(host: host, time: start + 1_000)
        // Default focus is the name, caret at its end: Backspace takes its last letter.
        keys.key(14)
        #expect(texts(host).contains("Hal"))
        #expect(texts(host).contains("Caret in the name"))
        // Return submits: the form's onSubmit runs, and the field's moves focus on.
        keys.key(28)
        #expect(texts(host).contains("Submitted Hal"))
        // The set point shows formatted; Ctrl+A, "19.5", Tab parses it into the value.
        #expect(texts(host).contains("21.5"))
        keys.key(30, held: [29])
        for code: UInt16 in [2, 10, 52, 6] { keys.key(code) }   // 1 9 . 5
        #expect(texts(host).contains("Set point 21.5, humidity 40"))
        keys.key(15)                                            // Tab: focus leaves
        #expect(texts(host).contains("Set point 19.5, humidity 40"))
        // Humidity: text that does not parse leaves the value and shows it again; empty is nil.
        keys.key(30, held: [29])
        keys.key(14)
        keys.key(28)
        #expect(texts(host).contains("Set point 19.5, humidity -1"))
    }
}
