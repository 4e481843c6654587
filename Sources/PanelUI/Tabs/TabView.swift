import PanelBase

/// Tabs: one child shows at a time, chosen in a tab bar at the bottom that has each
/// child's `.tabItem` label (icon above title), the selected one in the tint colour.
/// Every tab stays in the tree while another shows, so each keeps its `@State`.
///
/// With `selection`, a tab is chosen by the `.tag(_:)` of its child, and tapping a tab
/// writes its tag to the binding; without, tabs are chosen by their position (or tag)
/// and the choice is kept inside.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>?
    private let content: Content
    /// The selected tag when no binding is given (nil: the first tab).
    @State private var ownSelection: AnyHashable?

    /// Tabs selected through `selection` by their children's tags.
    public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Tabs whose selection is kept inside, first tab first.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    public var body: some View {
        var items: [ViewListItem] = []
        flattenViews(content, prefix: [], into: &items)
        let tabs = items.enumerated().map { index, item in
            let child = item.view as? TabViewChild
            return TabBar.Tab(tag: child?.tabTag ?? AnyHashable(index), label: child?.tabItemLabel, badge: child?.tabBadge,
                              view: AnyView(item.view))
        }
        let selected: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection ?? tabs.first?.tag
        let selection = self.selection
        let ownSelection = $ownSelection
        let select: @MainActor (AnyHashable) -> Void = { tag in
            if let selection {
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                ownSelection.wrappedValue = tag
            }
        }
        return VStack(spacing: 0) {
            ZStack {
                ForEach(tabs.indices, id: \.self) { index in
                    let shown = tabs[index].tag == selected
                    // Hidden tabs stay in the tree (keeping their state), drawn clear and
                    // taking no touches.
                    tabs[index].view
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(shown ? 1 : 0)
                        .modifier(_HitTestingModifier(whole: shown))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            TabBar(tabs: tabs, selected: selected, select: select)
        }
    }
}
