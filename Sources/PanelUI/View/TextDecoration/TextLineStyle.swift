extension Text {
    /// How an underline or strikethrough is drawn: its dash pattern and colour (nil: the
    /// text's colour).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// A line's dashes, in multiples of its thickness.
        public struct Pattern: Hashable, Sendable {
            /// Lengths drawn and skipped in turn; empty: solid.
            let segments: [Int]
            public static let solid = Pattern(segments: [])
            public static let dot = Pattern(segments: [1, 1])
            public static let dash = Pattern(segments: [3, 2])
            public static let dashDot = Pattern(segments: [3, 2, 1, 2])
            public static let dashDotDot = Pattern(segments: [3, 2, 1, 2, 1, 2])
        }
    }
}
