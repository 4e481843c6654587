import PanelBase

/// The inline markdown SwiftUI styles in a `LocalizedStringKey` literal: `**bold**` and
/// `__bold__`, `*italic*` and `_italic_`, `***both***`, `~~strikethrough~~`, `` `code` ``
/// (monospaced), `[links](https://...)` and backslash escapes. Blocks (headings, lists,
/// quotes) are not markdown in a text, as in SwiftUI: their characters show as written.
///
/// Written here rather than taken from a library: Panel's layers do not link Foundation
/// (whose `AttributedString(markdown:)` SwiftUI uses), and a block parser such as cmark
/// would have to be undone for the inline subset a text takes.
@MainActor
enum InlineMarkdown {
    /// A piece of text given as it is, never read as markdown: an interpolated value (its
    /// characters' offsets in the key's text), or a `Text` interpolated with its own style
    /// (shown at its offset, in place of its characters there).
    struct Insert: Hashable, @unchecked Sendable {
        var range: Range<Int>
        var text: Text?

        static func == (a: Insert, b: Insert) -> Bool { a.range == b.range && a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(range) }
    }

    /// The characters that may start markup: a text without any is plain.
    nonisolated static func mayHoldMarkup(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "~"), UInt8(ascii: "\\"):
                return true
            default: continue
            }
        }
        return false
    }

    /// `text` as styled texts in order, or nil when it holds no markup and no styled insert.
    static func parts(of text: String, inserts: [Insert]) -> [Text]? {
        var parser = Parser(characters: Array(text), inserts: inserts.sorted { $0.range.lowerBound < $1.range.lowerBound })
        parser.parse(0..<parser.characters.count, style: Style())
        guard parser.styled else { return nil }
        return parser.parts
    }

    private struct Style {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link: String?

        var isPlain: Bool { !bold && !italic && !strikethrough && !code && link == nil }

        func apply(to text: Text) -> Text {
            var text = text
            if bold { text = text.styled(.weight(.bold)) }
            if italic { text = text.styled(.italic) }
            if code { text = text.styled(.design(.monospaced)) }
            if strikethrough { text = text.strikethrough() }
            if let link { text = text.styled(.link(link)) }
            return text
        }
    }

    private struct Parser {
        let characters: [Character]
        let inserts: [Insert]
        var parts: [Text] = []
        /// Whether anything was styled (else the text stays plain).
        var styled = false
        private var buffer = ""
        private var shown: [Bool]

        init(characters: [Character], inserts: [Insert]) {
            self.characters = characters
            self.inserts = inserts
            shown = Array(repeating: false, count: inserts.count)
        }

        private mutating func flush(_ style: Style) {
            guard !buffer.isEmpty else { return }
            parts.append(style.apply(to: Text(verbatim: buffer)))
            if !style.isPlain { styled = true }
            buffer = ""
        }

        /// The insert starting at `index` not yet shown, if any (marked shown).
        private mutating func takeInsert(at index: Int) -> Insert? {
            for (number, insert) in inserts.enumerated() where insert.range.lowerBound == index && !shown[number] {
                shown[number] = true
                return insert
            }
            return nil
        }

        mutating func parse(_ range: Range<Int>, style: Style) {
            var index = range.lowerBound
            while index <= range.upperBound {
                if let insert = takeInsert(at: index) {
                    if let text = insert.text {
                        flush(style)
                        parts.append(style.apply(to: text))
                        styled = true
                    } else {
                        for position in insert.range where position < characters.count { buffer.append(characters[position]) }
                    }
                    index = Swift.max(index, insert.range.upperBound)
                    continue
                }
                guard index < range.upperBound else { break }
                let character = characters[index]
                if character == "\\", index + 1 < range.upperBound, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    buffer.append(characters[index + 1])
                    styled = true
                    index += 2
                    continue
                }
                if character == "`", let end = closingBackticks(from: index, in: range) {
                    flush(style)
                    var code = style
                    code.code = true
                    let run = run(of: "`", at: index, before: range.upperBound)
                    buffer = String(characters[(index + run)..<end])
                    if buffer.count > 2, buffer.first == " ", buffer.last == " " { buffer = String(buffer.dropFirst().dropLast()) }
                    flush(code)
                    styled = true
                    index = end + run
                    continue
                }
                if character == "*" || character == "_" || character == "~", let (length, end) = emphasis(at: index, in: range) {
                    flush(style)
                    var inner = style
                    switch (character, length) {
                    case ("~", _): inner.strikethrough = true
                    case (_, 1): inner.italic = true
                    case (_, 2): inner.bold = true
                    default: inner.bold = true; inner.italic = true
                    }
                    parse((index + length)..<end, style: inner)
                    index = end + length
                    continue
                }
                if character == "[", let (labelEnd, destination, end) = link(at: index, in: range) {
                    flush(style)
                    var inner = style
                    inner.link = destination
                    parse((index + 1)..<labelEnd, style: inner)
                    index = end
                    continue
                }
                buffer.append(character)
                index += 1
            }
            flush(style)
        }

        private func isVerbatim(_ index: Int) -> Bool {
            inserts.contains { $0.range.contains(index) }
        }

        private func run(of character: Character, at index: Int, before end: Int) -> Int {
            var count = 0
            while index + count < end, characters[index + count] == character, !isVerbatim(index + count) { count += 1 }
            return count
        }

        private func closingBackticks(from index: Int, in range: Range<Int>) -> Int? {
            let length = run(of: "`", at: index, before: range.upperBound)
            var position = index + length
            while position < range.upperBound {
                let found = run(of: "`", at: position, before: range.upperBound)
                if found == length { return position }
                position += Swift.max(found, 1)
            }
            return nil
        }

        /// An emphasis opening at `index` and where its closer starts: a run of one to three
        /// `*` or `_` (two `~`) before a non-space, closed by a run as long after a non-space;
        /// `_` not inside a word.
        private func emphasis(at index: Int, in range: Range<Int>) -> (length: Int, end: Int)? {
            let character = characters[index]
            guard !isVerbatim(index) else { return nil }
            let length = run(of: character, at: index, before: range.upperBound)
            guard character == "~" ? length == 2 : length <= 3 else { return nil }
            let open = index + length
            guard open < range.upperBound, !characters[open].isWhitespace else { return nil }
            if character == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
            var position = open
            while position < range.upperBound {
                if isVerbatim(position) { position += 1; continue }
                if characters[position] == "\\" { position += 2; continue }
                if characters[position] == "`", let end = closingBackticks(from: position, in: range) {
                    position = end + run(of: "`", at: end, before: range.upperBound)
                    continue
                }
                guard characters[position] == character else { position += 1; continue }
                let found = run(of: character, at: position, before: range.upperBound)
                let after = position + found
                let closes = found == length && !characters[position - 1].isWhitespace
                    && (character != "_" || after >= characters.count || !(characters[after].isLetter || characters[after].isNumber))
                if closes, position > open { return (length, position) }
                position += found
            }
            return nil
        }

        /// `[label](destination)` at `index`: where the label ends, the destination, and
        /// where the link ends.
        private func link(at index: Int, in range: Range<Int>) -> (labelEnd: Int, destination: String, end: Int)? {
            var depth = 0, position = index
            while position < range.upperBound {
                if characters[position] == "\\" { position += 2; continue }
                if characters[position] == "[" { depth += 1 }
                if characters[position] == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
                position += 1
            }
            let labelEnd = position
            guard labelEnd + 1 < range.upperBound, characters[labelEnd] == "]", characters[labelEnd + 1] == "(" else { return nil }
            guard let close = characters[(labelEnd + 2)..<range.upperBound].firstIndex(of: ")") else { return nil }
            let destination = String(characters[(labelEnd + 2)..<close]).trimmingSpaces
            guard !destination.isEmpty, !destination.contains(" ") else { return nil }
            return (labelEnd, destination, close + 1)
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
