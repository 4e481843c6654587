import PanelBase

/// The buttons a swipe across a list row reveals at one edge.
struct SwipeActionSet {
    let content: any View
    /// Whether a swipe across most of the row runs the first button's action.
    let allowsFullSwipe: Bool
}

struct _SwipeActionsModifier: ListRowTraitModifier {
    let edge: HorizontalEdge
    let actions: SwipeActionSet
    func body(content: Content) -> some View { content }
    func apply(to traits: inout ListRowTraits) {
        if edge == .trailing { traits.trailingActions = actions } else { traits.leadingActions = actions }
    }
}

extension View {
    /// Buttons revealed by swiping this list row: to the left for the `.trailing` edge,
    /// to the right for `.leading`. The first button stands at the edge; with
    /// `allowsFullSwipe`, swiping across most of the row runs it. Each is drawn as a
    /// coloured square with its label in white: red for `role: .destructive`, its
    /// `.tint` if it has one, grey otherwise. Tapping one runs its action and closes the row.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, actions: SwipeActionSet(content: content(), allowsFullSwipe: allowsFullSwipe)))
    }
}
