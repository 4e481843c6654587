/// The current value of a stateful control, as saved in the state file.
enum ControlValue: Sendable, Equatable {
    case toggle(Bool)
    /// A triple's state, by name (names survive reordering in the panel file).
    case triple(String)
    case slider(Double)

    var json: String {
        switch self {
        case let .toggle(on): return on ? "true" : "false"
        case let .triple(name): return JSONWriter.quoted(name)
        case let .slider(value): return JSONWriter.number(value)
        }
    }
}
