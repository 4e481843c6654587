import Panel

/// `"type": "text"`: a line of text typed into a field (a room's name, a batch number).
/// Fields: `placeholder`, `default` (default empty), `maxLength` (1–1000, default 100),
/// `pattern` (a regular expression the whole text must match, checked when the file is
/// read). The text is taken when Return is pressed, if it fits; it is saved, and its action
/// receives it.
struct TextControl: PanelControlKind {
    static let typeName = "text"
    /// The longest text a field may be given: a line, not a document.
    static let maximumLength = 1000

    var placeholder: String
    var initial: String
    var maximumLength: Int
    var pattern: String?

    static func decode(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> TextControl? {
        let placeholder = reader.string("placeholder", problems: &problems) ?? ""
        let initial = reader.string("default", problems: &problems) ?? ""
        let length = PanelFileDecoder.wholeNumber(&reader, "maxLength", default: 100, range: 1...maximumLength, problems: &problems)
        var pattern: String?
        if let text = reader.string("pattern", problems: &problems) {
            if FieldValidation.compile(text) == nil {
                problems.append(PanelFileProblem(position: reader.value("pattern")!.position, field: reader.fieldPath("pattern"),
                                                 message: "is not a regular expression Panel can read: \(JSONWriter.quoted(text))"))
            } else {
                pattern = text
            }
        }
        let control = TextControl(placeholder: placeholder, initial: initial, maximumLength: length ?? 100, pattern: pattern)
        // An empty field needs no default; a default given must fit.
        if let given = reader.value("default"), let problem = control.problem(accepting: initial) {
            problems.append(PanelFileProblem(position: given.position, field: reader.fieldPath("default"), message: problem))
        }
        return control
    }

    /// Why `text` cannot be taken (nil: it can), in words for the panel and the file.
    func problem(accepting text: String) -> String? {
        if text.count > maximumLength { return "at most \(maximumLength) characters" }
        if let pattern, !FieldValidation.matches(text, pattern: pattern) { return "not in the expected form" }
        return nil
    }

    var initialValue: ControlValue? { .text(initial) }

    /// A saved text that no longer fits the file's rules is not used.
    func restored(_ saved: ControlValue) -> ControlValue? {
        switch saved {
        case let .text(text), let .triple(text): return problem(accepting: text) == nil ? .text(text) : nil
        default: return nil
        }
    }

    /// Text the field would take when typed: within its length and pattern, no control characters.
    func command(from payload: String) -> Result<ControlCommand, CommandRejection> {
        if payload.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(CommandRejection(description: "expected text without control characters"))
        }
        if let problem = problem(accepting: payload) { return .failure(CommandRejection(description: "expected \(problem)")) }
        return .success(.set(.text(payload)))
    }

    func statePayload(for value: ControlValue) -> String? {
        guard case let .text(text) = value else { return nil }
        return text
    }

    func actionText(for value: ControlValue?) -> String {
        guard case let .text(text)? = value else { return "" }
        return text
    }

    @MainActor
    func view(label: String, accent: Color, value: Binding<ControlValue?>, fire: @escaping @MainActor () -> Void,
              submitSecret: @escaping @MainActor (String) -> Void) -> some View {
        let current: String
        if case let .text(text)? = value.wrappedValue { current = text } else { current = initial }
        return PanelFieldView(label: label, placeholder: placeholder, keyboard: .default, committed: current,
                              check: { problem(accepting: $0) }, commit: { value.wrappedValue = .text($0) })
    }
}
