/// Where something is in a text file: 1-based line and column (in characters).
struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "line \(line), column \(column)" }
}

/// A parsed JSON value that remembers where it was written, so a mistake in a panel file
/// can be reported at its line and column.
indirect enum JSONValue: Sendable {
    case null(SourcePosition)
    case bool(Bool, SourcePosition)
    case number(Double, SourcePosition)
    case string(String, SourcePosition)
    case array([JSONValue], SourcePosition)
    /// Members in file order, each with the position of its key.
    case object([JSONMember], SourcePosition)

    var position: SourcePosition {
        switch self {
        case let .null(p), let .bool(_, p), let .number(_, p), let .string(_, p), let .array(_, p), let .object(_, p):
            return p
        }
    }

    /// "a string", "a number"...: for messages that say what was found.
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member named `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case let .object(members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

struct JSONMember: Sendable {
    var key: String
    var keyPosition: SourcePosition
    var value: JSONValue
}
