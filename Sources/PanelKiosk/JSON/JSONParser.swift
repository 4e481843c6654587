/// A syntax error in a JSON text, with where it is.
struct JSONSyntaxError: Error, CustomStringConvertible {
    var position: SourcePosition
    var message: String
    var description: String { "\(position): \(message)" }
}

/// A strict JSON parser (RFC 8259) that keeps the position of every value. Panel files are
/// written by hand, so clear messages matter most; but a file may come from anywhere, so
/// the work is linear in its length whatever it holds (one long line, an object with many
/// members), nesting is bounded and numbers must be finite.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The column of the byte at `columnIndex`: positions are asked for in file order, so
    /// each is counted on from the one before and a line is scanned once, not once per
    /// value on it.
    private var columnIndex = 0
    private var column = 1
    /// Bytes looked at to count columns, for tests: at most the length of the text.
    private(set) var bytesCountedForColumns = 0
    /// Deep nesting is rejected rather than allowed to exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 64

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    init(_ text: String) { self.bytes = Array(text.utf8) }

    /// Parses the whole text (once per parser).
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3; columnIndex = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON object") }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describeCurrent()) after the end of the JSON value") }
        return value
    }

    private mutating func position() -> SourcePosition {
        if columnIndex < lineStart || columnIndex > index {
            columnIndex = lineStart
            column = 1
        }
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        while columnIndex < index {
            if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
            columnIndex += 1
            bytesCountedForColumns += 1
        }
        return SourcePosition(line: line, column: column)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(position: position(), message: message) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        let start = position()
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return .string(try parseString(), start)
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try expectWord("null"); return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(), start)
        default: throw error("unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
    }

    private mutating func parseObject(_ start: SourcePosition) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        // Looking names up in a set keeps an object with many members linear.
        var keys: Set<String> = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
            }
            let keyPosition = position()
            let key = try parseString()
            if !keys.insert(key).inserted {
                throw JSONSyntaxError(position: keyPosition, message: "duplicate member \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after \"\(key)\"")
            }
            index += 1
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func parseArray(_ start: SourcePosition) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else {
            throw error("unexpected \(describeCurrent()); expected \(word)")
        }
        index += w.count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("a number needs digits after '-'") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("numbers must not have leading zeros")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            throw error("number \(shown) is out of range (numbers must be finite, at most about 1.8e308)")
        }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ parser: JSONParser, into scalars: inout String.UnicodeScalarView, from: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[from..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                flush(self, into: &scalars, from: run)
                index += 1
                return String(scalars)
            }
            if b < 0x20 { throw error(b == 0x0A ? "unterminated string (line break inside a string)" : "control character in a string; escape it") }
            if b != UInt8(ascii: "\\") { index += 1; continue }
            flush(self, into: &scalars, from: run)
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                index -= 1
                throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
            }
            run = index
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
