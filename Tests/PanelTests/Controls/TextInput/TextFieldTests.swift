import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
private final class Form {
    var submitted: [String] = []
}

@MainActor
private struct WifiForm: View {
    enum Field: Hashable { case network, password }
    let form: Form
    @State private var network = ""
    @State private var password = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack(spacing: 12) {
            TextField("Network", text: $network)
                .textFieldStyle(.roundedBorder)
                .focused($field, equals: .network)
                .onSubmit { field = .password }
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .focused($field, equals: .password)
                .onSubmit { form.submitted.append("\(network)/\(password)") }
            Text("network \(network)")
            Button("Clear") { network = "" }
        }
        .frame(width: 300)
    }
}

@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil))
struct TextFieldTests {
    static let codes: [Character: UInt16] = [
        "h": 35, "o": 24, "m": 50, "e": 18, "1": 2, "2": 3, "3": 4, "4": 5, "5": 6, "6": 7, "7": 8, "8": 9, "9": 10, "0": 11,
    ]

    func type(_ text: String, _ keys: inout KeyTyping) {
        for character in text { keys.tap(TextFieldTests.codes[character]!) }
    }

    func texts(_ host: ViewHost) -> [String] { host.displayList.texts.map(\.string) }

    func tapField(_ host: ViewHost, at y: Int, time: MonotonicTime) {
        let point = FixedPoint(x: Fixed(200), y: Fixed(y))
        host.send(PointerEvent(pointer: 1, phase: .began, location: point, timestamp: time + 1_000_000))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: point, timestamp: time + 2_000_000))
        host.update(at: time + 3_000_000)
    }

    /// The caret: a 2 px wide fill, where one is drawn.
    func caret(_ host: ViewHost) -> FixedRect? {
        host.displayList.entries.compactMap { entry -> FixedRect? in
            if case .fill(_, let rect, _) = entry.item, rect.width == Fixed(2) { return rect }
            return nil
        }.first
    }

    @Test func aTapFocusesTheFieldAndKeysTypeEditAndSubmit() throws {
        let form = Form()
        let host = ViewHost(rootView: WifiForm(form: form), width: 400, height: 300)
        host.update()
        var keys = KeyTyping(host)
        #expect(caret(host) == nil)
        let network = try #require(host.displayList.texts.first { $0.string == "Network" })
        tapField(host, at: network.baselineOrigin.y.roundedPixels - 4, time: keys.time)
        #expect(caret(host) != nil)
        type("home", &keys)
        #expect(texts(host).contains("network home"))
        // Left twice, Backspace: "hme"... then End and a digit.
        keys.tap(KeyTyping.left)
        keys.tap(KeyTyping.left)
        keys.tap(14)                       // Backspace
        #expect(texts(host).contains("network hme"))
        keys.tap(107)                      // End
        type("5", &keys)
        #expect(texts(host).contains("network hme5"))
        // Return submits: the form moves focus to the password, whose dots hide it.
        keys.tap(KeyTyping.enter)
        host.update(at: keys.time + 1_000)
        type("1234", &keys)
        #expect(texts(host).contains("••••"))
        #expect(!texts(host).contains { $0.contains("1234") })
        keys.tap(KeyTyping.enter)
        #expect(form.submitted == ["hme5/1234"])
    }

    @Test func aScannersBurstArrivesWhole() throws {
        let form = Form()
        let host = ViewHost(rootView: WifiForm(form: form), width: 400, height: 300)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)            // focus to the first field
        // 13 digits and Enter within a few milliseconds, no frame in between.
        var time = keys.time
        for digit in "4006381333931" {
            let code = TextFieldTests.codes[digit]!
            time = time + 200_000
            host.send(.key(KeyEvent(code: code, state: .pressed, timestamp: time)))
            time = time + 200_000
            host.send(.key(KeyEvent(code: code, state: .released, timestamp: time)))
        }
        host.update(at: time + 1_000_000)
        #expect(texts(host).contains("network 4006381333931"))
    }

    @Test func tabLeavesAFieldAndTheStateFollows() {
        let host = ViewHost(rootView: WifiForm(form: Form()), width: 400, height: 300)
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.tab)
        type("9", &keys)
        // The second Tab went to the password: the digit is a dot there.
        #expect(texts(host).contains("•"))
        #expect(texts(host).contains("network "))
    }
}
