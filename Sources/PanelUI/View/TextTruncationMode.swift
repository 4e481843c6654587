extension Text {
    /// Where a text too long for its lines loses characters, replaced by "…".
    public enum TruncationMode: Hashable, Sendable {
        /// "…end of the text"
        case head
        /// "Start…end"
        case middle
        /// "Start of the text…": the default.
        case tail
    }
}
