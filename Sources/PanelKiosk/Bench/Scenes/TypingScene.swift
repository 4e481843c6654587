import Panel

/// A delivery form of four text fields typed into from a keyboard at a fast typist's pace
/// (a key every 60–100 ms, held 40 ms; Shift held around capitals, a typo taken back with
/// Backspace, Return moving on to the next field), then left alone for three seconds with
/// the last field focused. `input_to_flip` is key press to glyph on screen; the idle tail
/// counts what the caret's blinking wakes the loop for.
struct TypingScene: BenchScene {
    let name = "typing"
    /// Nine seconds at 60 Hz: the typing takes under six, the idle tail the last three.
    let vblanks = 540
    var idleTailVblanks: Int { 180 }

    /// What is typed: text, Backspace, Return (which moves focus on).
    enum Step: Equatable {
        case text(String)
        case backspace
        case enter
    }

    static let steps: [Step] = [
        .text("Ada Lovelacr"), .backspace, .text("e"), .enter,
        .text("12 St James's Sq"), .enter,
        .text("London"), .enter,
        .text("It weaves algebraical patterns."),
    ]

    /// Linux key codes (KEY_BACKSPACE, KEY_ENTER).
    static let backspaceCode: UInt16 = 14
    static let enterCode: UInt16 = 28
    /// How long a key is held, and how long Shift goes down before the key it capitalises
    /// (and comes up after it).
    static let keyHold: Int64 = 40_000_000
    static let shiftLead: Int64 = 25_000_000
    static let shiftTrail: Int64 = 10_000_000

    /// The time from one key's press to the next: 60 to 100 ms, spread so that presses
    /// fall at every phase of the refresh.
    static func gap(after index: Int) -> Int64 { Int64(60 + (index * 29) % 41) * 1_000_000 }

    var notes: [String] {
        ["input_to_flip is key press to glyph: from each key press (modifiers and releases left out) to the flip of the first frame showing what it typed",
         "idle tail: the last 3 s, no input, the last field focused; its caret blinks by deadlines"]
    }

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        let host = ViewHost(rootView: TypingForm(), width: width, height: height, textMeasurer: measurer)
        // A keyboard is attached (no on-screen keyboard), and its layout is compiled before
        // the first key, as after a kiosk's first key: compiling is no part of typing.
        host.hasHardwareKeyboard = true
        host.inputFocus.layout = try? KeyboardLayout(layout: "us")
        return host
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        guard let layout = host.inputFocus.layout else {
            throw BenchSceneError(description: "scene \(name): no US keyboard layout (is the xkb-data package installed?)")
        }
        guard host.interactiveElements().contains(where: { $0.label == "Name" }) else {
            throw BenchSceneError(description: "scene \(name): the form's Name field is missing")
        }
        var keys: [(code: UInt16, shift: Bool)] = []
        for step in TypingScene.steps {
            switch step {
            case .backspace: keys.append((TypingScene.backspaceCode, false))
            case .enter: keys.append((TypingScene.enterCode, false))
            case .text(let text):
                for character in text {
                    guard let chord = layout.chord(typing: character), !chord.altGr else {
                        throw BenchSceneError(description: "scene \(name): \"\(character)\" has no key of its own on a US keyboard")
                    }
                    keys.append((chord.code, chord.shift))
                }
            }
        }
        var builder = BenchInputBuilder()
        var time = start + 2 * interval
        for (index, key) in keys.enumerated() {
            if key.shift { builder.keyDown(KeyboardLayout.leftShiftCode, at: time + -TypingScene.shiftLead) }
            builder.key(key.code, at: time, duration: TypingScene.keyHold)
            if key.shift { builder.keyUp(KeyboardLayout.leftShiftCode, at: time + TypingScene.keyHold + TypingScene.shiftTrail) }
            time = time + TypingScene.gap(after: index)
        }
        return builder.events
    }
}

/// Four labelled fields; Return in one moves focus to the next. The first is focused
/// when the form appears.
struct TypingForm: View {
    enum Field: Hashable { case name, street, city, note }

    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @State private var note = ""
    @FocusState private var focused: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Delivery")
                .font(.title)
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit { focused = .street }
            TextField("Street", text: $street)
                .focused($focused, equals: .street)
                .onSubmit { focused = .city }
            TextField("City", text: $city)
                .focused($focused, equals: .city)
                .onSubmit { focused = .note }
            TextField("Note", text: $note)
                .focused($focused, equals: .note)
            Spacer()
        }
        .textFieldStyle(.roundedBorder)
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(white: 0.96))
        .onAppear { focused = .name }
    }
}
