/// How `accessibilityElement(children:)` treats the elements inside a view.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The view is one element; what is inside it is not listed (its own accessibility
    /// modifiers describe it).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The elements inside are listed on their own, as without the modifier.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The view is one element whose label joins the labels and texts inside it.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
