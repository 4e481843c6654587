import PanelBase

/// What `Text("...")` is made from when given a literal: the literal, with each
/// interpolation formatted as SwiftUI formats it (numbers with a C format specifier).
///
/// Panel has no string tables: the key is the text shown. Numbers are formatted when the
/// key is made, with `PrintfFormat` (no Foundation, no locale: "." is the decimal point).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation(_ string: String) { text += string }

        /// A number in its type's default specifier (`%lld` for `Int`, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            text += PrintfFormat.format(value._specifier, [value._printfArgument])
        }

        /// A number formatted with a C format specifier such as `"%.1f"` or `"%03d"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            text += PrintfFormat.format(specifier, [value._printfArgument])
        }

        /// The text another `Text` shows.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }

        /// Any other value, as `String(describing:)` shows it. SwiftUI has no such
        /// interpolation; Panel keeps it so labels built from enums and flags compile.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    }
}
