extension Font {
    /// A font family of the system font: DejaVu Sans, Sans Mono or Serif on the panel.
    public enum Design: Hashable, Sendable {
        /// DejaVu Sans.
        case `default`
        /// DejaVu Serif.
        case serif
        /// Drawn as `.default`: DejaVu has no rounded face.
        case rounded
        /// DejaVu Sans Mono.
        case monospaced
    }
}
