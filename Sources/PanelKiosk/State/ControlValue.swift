/// The current value of a stateful control, as saved in the state file.
enum ControlValue: Sendable, Equatable {
    case toggle(Bool)
    /// A triple's state, by name (names survive reordering in the panel file).
    case triple(String)
    case slider(Double)
    /// A text field's text. (A saved string is read back as `.triple`, by its JSON type;
    /// a text control takes it as its text.)
    case text(String)

    var json: String {
        switch self {
        case let .toggle(on): return on ? "true" : "false"
        case let .triple(name), let .text(name): return JSONWriter.quoted(name)
        case let .slider(value): return JSONWriter.number(value)
        }
    }
}
