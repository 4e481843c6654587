import FuzzSupport
import Panel

/// Key streams: any sequence of key presses, releases and repeats (well-formed or not,
/// any code), and dial turns, read through a keyboard layout into a form of text fields,
/// a slider, buttons, a toggle and a stepper. Nothing may trap; afterwards every field
/// holds a string it can draw, and focus is on a view of the tree or nowhere.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    MainActor.assumeIsolated {
        let form = KeyForm.Values()
        let host = ViewHost(rootView: KeyForm(values: form), width: 480, height: 320)
        host.inputFocus.layout = KeyLayouts.all[Int(first) % KeyLayouts.all.count]
        host.update()
        var time = MonotonicTime(seconds: 1)
        var index = 1
        // Three bytes an event: what, a code (or turn), and a low byte of the code.
        while index + 2 < bytes.count, index < 3 * 2_000 {
            let kind = bytes[index], high = bytes[index + 1], low = bytes[index + 2]
            index += 3
            time = time + Int64(kind & 0x0F) * 1_000_000
            let code = KeyLayouts.code(high: high, low: low)
            switch kind >> 4 {
            case 0..<6: host.send(.key(KeyEvent(code: code, state: .pressed, timestamp: time)))
            case 6..<12: host.send(.key(KeyEvent(code: code, state: .released, timestamp: time)))
            case 12..<14: host.send(.key(KeyEvent(code: code, state: .repeated, timestamp: time)))
            default: host.send(.axis(AxisEvent(axis: high & 1 == 0 ? .dial : .wheel, value: Int32(Int8(bitPattern: low)), timestamp: time)))
            }
            if kind & 0x30 == 0x30 { host.update(at: time) }
        }
        host.update(at: time + 1_000_000_000)
        for text in [form.name, form.pin] {
            fuzzRequire(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "a control character was typed into a field: \(text.debugDescription)")
        }
        fuzzRequire(form.level >= 0 && form.level <= 10, "the slider left its range: \(form.level)")
    }
    return 0
}

/// Layouts the stream is read through (compiled once).
@MainActor
enum KeyLayouts {
    static let all: [KeyboardLayout] = ["us", "de", "fr"].compactMap { try? KeyboardLayout(layout: $0) }

    /// Mostly the keys a form hears (letters, digits, Tab, arrows, Return, Backspace,
    /// Shift, AltGr, dead keys), sometimes any code at all.
    static func code(high: UInt8, low: UInt8) -> UInt16 {
        high < 0xF0 ? UInt16(low % 128) : UInt16(high & 0x0F) << 8 | UInt16(low)
    }
}

struct KeyForm: View {
    @MainActor final class Values {
        var name = ""
        var pin = ""
        var level = 5.0
    }
    let values: Values
    @State private var name = ""
    @State private var pin = ""
    @State private var level = 5.0
    @State private var on = false
    @State private var count = 0
    @FocusState private var nameFocused: Bool

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($nameFocused)
            SecureField("PIN", text: $pin).onSubmit { nameFocused = true }
            Slider(value: $level, in: 0...10, step: 1) { Text("Level") }
            Toggle("On", isOn: $on)
            Stepper("Count \(count)", value: $count, in: 0...9)
            Button("Clear") { name = "" }.keyboardShortcut("k", modifiers: .control)
            Text("Keys").focusable().onKeyPress(phases: .all) { _ in .ignored }
        }
        .onChange(of: name) { _, new in values.name = new }
        .onChange(of: pin) { _, new in values.pin = new }
        .onChange(of: level) { _, new in values.level = new }
    }
}
