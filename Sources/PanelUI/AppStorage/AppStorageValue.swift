import PanelBase

/// A value `@AppStorage` keeps: the kinds a key-value store holds.
package enum AppStorageValue: Equatable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    package var description: String {
        switch self {
        case let .bool(value): return "\(value)"
        case let .int(value): return "\(value)"
        case let .double(value): return "\(value)"
        case let .string(value): return "\"\(value)\""
        }
    }

    /// What kind of value this is, for messages.
    package var kind: String {
        switch self {
        case .bool: return "a Boolean"
        case .int: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        }
    }

    // Reading a stored value as the type a view asks for. A store that keeps every number
    // as a double (a JSON file) gives integers back as doubles: a whole double in range
    // reads as an Int, and an Int as a Double.

    var boolValue: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    var intValue: Int? {
        switch self {
        case let .int(value): return value
        case let .double(value):
            guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
            return exact
        default: return nil
        }
    }

    var doubleValue: Double? {
        switch self {
        case let .double(value): return value
        case let .int(value): return Double(value)
        default: return nil
        }
    }

    package var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }
}
