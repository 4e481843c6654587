import PanelBase

/// What `Text("...")` is made from when given a literal: the literal, with each
/// interpolation formatted as SwiftUI formats it (numbers with a C format specifier).
///
/// The key is looked up in the string tables registered with `LocalizedStringTables` for
/// the environment's language; without a translation the literal itself is shown. As in
/// SwiftUI, the key of an interpolated literal has a placeholder for each value (`%@` for
/// strings, `%lld` for `Int`, the specifier given): `"Zone \(n)"` is `"Zone %lld"`.
/// Numbers are formatted when the key is made, with `PrintfFormat` (no Foundation, no
/// locale: "." is the decimal point).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows when no table translates it.
    let text: String
    /// The key looked up in string tables: the literal with its placeholders.
    let key: String
    /// The interpolated values, formatted, in order: what the placeholders become.
    let arguments: [String]
    /// Interpolated values not read as markdown, and interpolated texts keeping their style.
    let inserts: [InlineMarkdown.Insert]

    public init(_ value: String) {
        text = value
        key = value
        arguments = []
        inserts = []
    }
    public init(stringLiteral value: String) {
        text = value
        key = value
        arguments = []
        inserts = []
    }
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        inserts = stringInterpolation.inserts
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var key = ""
        var arguments: [String] = []
        var inserts: [InlineMarkdown.Insert] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            // A per cent sign in a key with placeholders is written "%%".
            key += literal.utf8.contains(UInt8(ascii: "%")) ? String(literal.flatMap { $0 == "%" ? ["%", "%"] : [$0] }) : literal
        }

        private mutating func append(_ formatted: String, placeholder: String) {
            // A value is never markdown: where it might read as such, its characters are
            // marked to be shown as they are.
            if InlineMarkdown.mayHoldMarkup(formatted) {
                let start = text.count
                inserts.append(InlineMarkdown.Insert(range: start..<(start + formatted.count), text: nil))
            }
            text += formatted
            key += placeholder
            arguments.append(formatted)
        }

        public mutating func appendInterpolation(_ string: String) { append(string, placeholder: "%@") }

        /// A number in its type's default specifier (`%lld` for `Int`, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let specifier = value._specifier, argument = value._printfArgument
            append(Self.decimal(argument, specifier) ?? PrintfFormat.format(specifier, [argument]), placeholder: specifier)
        }

        /// An integer under a plain decimal specifier, as printf writes it, without parsing
        /// the specifier: readings re-made at every update interpolate integers most.
        private static func decimal(_ argument: PrintfArgument, _ specifier: String) -> String? {
            switch (argument, specifier) {
            case (.signed(let value), "%d"), (.signed(let value), "%i"), (.signed(let value), "%ld"),
                 (.signed(let value), "%lld"): String(value)
            case (.unsigned(let value), "%u"), (.unsigned(let value), "%lu"), (.unsigned(let value), "%llu"): String(value)
            default: nil
            }
        }

        /// A number formatted with a C format specifier such as `"%.1f"` or `"%03d"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(PrintfFormat.format(specifier, [value._printfArgument]), placeholder: specifier)
        }

        /// Another `Text`, shown with its own style (and its string made in the
        /// environment, for a formatted value).
        public mutating func appendInterpolation(_ text: Text) {
            let start = self.text.count
            self.text += text.content
            key += "%@"
            arguments.append(text.content)
            inserts.append(InlineMarkdown.Insert(range: start..<(start + text.content.count), text: text))
        }

        /// Any other value, as `String(describing:)` shows it. SwiftUI has no such
        /// interpolation; Panel keeps it so labels built from enums and flags compile.
        /// Disfavoured, so that a text styled in place (`\(Text("x").bold())`) is taken as
        /// the `Text` it can be rather than the view it also is.
        @_disfavoredOverload public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value), placeholder: "%@") }
    }
}
