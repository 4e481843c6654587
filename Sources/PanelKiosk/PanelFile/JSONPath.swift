/// A path into a JSON message (`"jsonPath": "$.a.b[0]"`): `$`, then members by name
/// (`.name`, or `["any name"]` for names with other characters) and array elements by
/// index (`[0]`). Nothing else: no wildcards, filters or recursion, so finding a value costs
/// one step per segment, whatever the message.
struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case member(String)
        case index(Int)
    }

    var segments: [Segment]

    /// The longest path a file may give, in bytes, and the most segments in it.
    static let maximumLength = 256
    static let maximumSegments = 32

    /// The path `text` names, or why it names none.
    static func parse(_ text: String) -> Result<JSONPath, CommandRejection> {
        func failure(_ why: String) -> Result<JSONPath, CommandRejection> {
            .failure(CommandRejection(description: "\"\(text)\" is not a JSON path: \(why) (expected $.name, $[0] or $[\"name\"] segments, such as $.a.b[0])"))
        }
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumLength else { return .failure(CommandRejection(description: "a JSON path is at most \(maximumLength) bytes")) }
        guard bytes.first == UInt8(ascii: "$") else { return failure("it must start with $") }
        var segments: [Segment] = []
        var index = 1
        while index < bytes.count {
            guard segments.count < maximumSegments else { return failure("more than \(maximumSegments) segments") }
            switch bytes[index] {
            case UInt8(ascii: "."):
                let start = index + 1
                var end = start
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                guard end > start else { return failure("a . must be followed by a name of letters, digits, _ or -") }
                segments.append(.member(String(decoding: bytes[start..<end], as: UTF8.self)))
                index = end
            case UInt8(ascii: "["):
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    let start = index + 1
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    guard end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "]") else { return failure("a quoted name must end with \"]") }
                    segments.append(.member(String(decoding: bytes[start..<end], as: UTF8.self)))
                    index = end + 2
                } else {
                    var number = 0
                    let start = index
                    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                        // Nine digits at most: no index of a 4 KiB message comes near.
                        guard index - start < 9 else { return failure("an index has at most 9 digits") }
                        number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                        index += 1
                    }
                    guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
                        return failure("[ must hold an index or a quoted name, then ]")
                    }
                    segments.append(.index(number))
                    index += 1
                }
            default:
                return failure("unexpected \"\(String(decoding: bytes[index...].prefix(1), as: UTF8.self))\" after \(String(decoding: bytes[..<index], as: UTF8.self))")
            }
        }
        return .success(JSONPath(segments: segments))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The value at the path in `root`; nil when a member or element is not there.
    func value(in root: JSONValue) -> JSONValue? {
        var current = root
        for segment in segments {
            switch (segment, current) {
            case let (.member(name), .object):
                guard let next = current[name] else { return nil }
                current = next
            case let (.index(i), .array(items, _)):
                guard i < items.count else { return nil }
                current = items[i]
            default:
                return nil
            }
        }
        return current
    }

    /// The path written back: `.name` where the name allows it, else `["name"]`.
    var description: String {
        "$" + segments.map { segment in
            switch segment {
            case let .index(i): return "[\(i)]"
            case let .member(name):
                let plain = !name.isEmpty && name.utf8.allSatisfy(JSONPath.isNameByte)
                return plain ? "." + name : "[\"" + name + "\"]"
            }
        }.joined()
    }
}
