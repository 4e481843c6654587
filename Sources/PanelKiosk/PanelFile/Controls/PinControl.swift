import Panel

/// `"type": "pin"`: digits typed into a field that shows dots (a door code, a service
/// PIN). Fields: `length` (4–12, default 4): Return takes exactly that many digits. The
/// PIN is handed to its action's program on standard input, followed by a newline, and
/// nowhere else: not in its arguments or environment, not saved, not logged, never drawn.
/// So its action must be `exec`, with no `{value}` in its arguments.
struct PinControl: PanelControlKind {
    static let typeName = "pin"
    static let lengths = 4...12

    var length: Int

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> PinControl? {
        let length = PanelFileDecoder.wholeNumber(&reader, "length", default: 4, range: lengths, problems: &problems)
        return length.map(PinControl.init(length:))
    }

    func problem(with action: ActionSpec) -> String? {
        guard case let .exec(argv, _, _) = action else {
            return "a pin control's action must be exec: its program reads the PIN on standard input (write and log would keep or print it)"
        }
        if argv.contains(where: { $0.contains("{value}") }) {
            return "{value} would put the PIN on a command line anyone can read: the program reads it on standard input"
        }
        return nil
    }

    /// Whether `text` is a whole PIN: exactly `length` ASCII digits.
    func accepts(_ text: String) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    var initialValue: ControlValue? { nil }
    func restored(_ saved: ControlValue) -> ControlValue? { nil }
    func actionText(for value: ControlValue?) -> String { "" }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        PanelPinView(label: label, control: self, submit: submitSecret)
    }
}
