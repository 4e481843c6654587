import PanelBase

/// What a row says about how its list draws it: `.listRowBackground(_:)`,
/// `.listRowSeparator(_:edges:)`, `.listRowInsets(_:)` and `.badge(_:)`.
///
/// A list reads these from the modifiers applied last to the row's view (outside any
/// other modifier), where SwiftUI reads them from anywhere in the row.
struct ListRowTraits {
    var background: AnyView?
    var separator: Visibility = .automatic
    /// The row content's distance from the row's edges (nil: the list's own).
    var insets: EdgeInsets?
    /// Drawn at the row's trailing edge in the secondary colour.
    var badge: Text?
    /// Buttons a swipe to the left reveals at the trailing edge (`.swipeActions`).
    var trailingActions: SwipeActionSet?
    /// Buttons a swipe to the right reveals at the leading edge.
    var leadingActions: SwipeActionSet?
    /// Deletes the row (`ForEach.onDelete`): a Delete button a swipe to the left reveals,
    /// unless the row has trailing swipe actions of its own.
    var delete: (@MainActor () -> Void)?

    /// Whether a swipe across the row reveals buttons.
    var isSwipeable: Bool { trailingActions != nil || leadingActions != nil || delete != nil }
}

/// A modifier that sets a row trait, and otherwise leaves its content as it is.
protocol ListRowTraitModifier: ViewModifier {
    func apply(to traits: inout ListRowTraits)
}

struct _ListRowBackgroundModifier: ListRowTraitModifier {
    let background: AnyView?
    func body(content: Content) -> some View { content }
    func apply(to traits: inout ListRowTraits) { traits.background = background }
}

struct _ListRowSeparatorModifier: ListRowTraitModifier {
    let visibility: Visibility
    func body(content: Content) -> some View { content }
    func apply(to traits: inout ListRowTraits) { traits.separator = visibility }
}

struct _ListRowInsetsModifier: ListRowTraitModifier {
    let insets: EdgeInsets?
    func body(content: Content) -> some View { content }
    func apply(to traits: inout ListRowTraits) { traits.insets = insets }
}

/// A row view with a trait modifier outermost, read without knowing its generic types.
@MainActor
protocol ListRowTraitCarrying {
    func applyTrait(to traits: inout ListRowTraits)
    var traitContent: any View { get }
}

extension ModifiedContent: ListRowTraitCarrying where Content: View, Modifier: ListRowTraitModifier {
    func applyTrait(to traits: inout ListRowTraits) { modifier.apply(to: &traits) }
    var traitContent: any View { content }
}

extension ListRowTraits {
    /// The traits set by the trait modifiers outermost on `view`, and the view inside
    /// them. (The modifier nearest the view wins, as the innermost does in SwiftUI.)
    @MainActor
    static func read(_ view: any View) -> (traits: ListRowTraits, content: any View) {
        var traits = ListRowTraits(), content = view
        var carriers: [ListRowTraitCarrying] = []
        while let carrier = content as? ListRowTraitCarrying {
            carriers.append(carrier)
            content = carrier.traitContent
        }
        for carrier in carriers { carrier.applyTrait(to: &traits) }
        return (traits, content)
    }
}

extension View {
    /// The view drawn behind this row of a list, in place of the list's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }

    /// Shows or hides the separator lines of this row of a list (`edges` is accepted: a
    /// row's one separator is the line below it).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowSeparatorModifier(visibility: visibility))
    }

    /// The distance of this row's content from the edges of its row in a list (nil: the
    /// list's own, 16 points at the sides). The separator below the row starts at the
    /// leading inset.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }
}
