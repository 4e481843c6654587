/// How a view keeps its proportions in the space it is offered: `.fit` inside it, `.fill`
/// covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit
    case fill
}
