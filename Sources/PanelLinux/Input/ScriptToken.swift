import PanelBase

/// A syntax problem within one line, before the file and line are attached.
struct ScriptSyntaxError: Error {
    var message: String
}

/// A word or a quoted label on a script line.
enum ScriptToken: Hashable, Sendable, CustomStringConvertible {
    case word(String)
    case quoted(String)

    var description: String {
        switch self {
        case .word(let word): return "'\(word)'"
        case .quoted(let text): return "\"\(text)\""
        }
    }

    /// Splits a line at blanks; `"..."` is one token (with \" and \\ escapes); `#` outside
    /// quotes starts a comment.
    static func tokenize(_ line: Substring) throws(ScriptSyntaxError) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var iterator = line.makeIterator()
        var word = ""
        func flush() {
            if !word.isEmpty { tokens.append(.word(word)); word = "" }
        }
        while let character = iterator.next() {
            if character == "#" && word.isEmpty {
                break
            } else if character == " " || character == "\t" {
                flush()
            } else if character == "\"" && word.isEmpty {
                var text = ""
                var closed = false
                while let next = iterator.next() {
                    if next == "\\" {
                        guard let escaped = iterator.next() else { break }
                        text.append(escaped)
                    } else if next == "\"" {
                        closed = true
                        break
                    } else {
                        text.append(next)
                    }
                }
                guard closed else { throw ScriptSyntaxError(message: "expected a closing \" after \"\(text)") }
                tokens.append(.quoted(text))
            } else {
                word.append(character)
            }
        }
        flush()
        return tokens
    }
}
