/// A value and its format style, compared by both. (Not constrained to `FormatStyle`, so
/// that this module, linked into every app, names nothing of Foundation's formatting.)
public struct _FormattedValue<Input: Equatable, Format: Hashable>: Hashable, @unchecked Sendable {
    public let input: Input
    public let format: Format

    @_alwaysEmitIntoClient
    public init(input: Input, format: Format) {
        self.input = input
        self.format = format
    }

    @_alwaysEmitIntoClient
    public static func == (a: Self, b: Self) -> Bool { a.input == b.input && a.format == b.format }
    @_alwaysEmitIntoClient
    public func hash(into hasher: inout Hasher) { hasher.combine(format) }
}
