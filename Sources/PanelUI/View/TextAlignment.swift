/// How the lines of a multiline text line up inside its frame.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
