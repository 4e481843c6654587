/// Whether a part of a view is shown: `.automatic` lets the view decide.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
