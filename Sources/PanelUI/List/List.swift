import PanelBase

/// Rows of content in sections, drawn as an iOS list: by default rounded groups on the
/// grouped background, a line between rows inset to where their text starts, section
/// headers in small grey capitals, rows at least 44 points tall. It takes all the space it
/// is offered; its rows start at the top and scroll (in a `ScrollView`) when they do not fit.
///
/// `List { … }` takes rows and `Section`s; `List(data) { element in … }` and
/// `List($data) { $element in … }` make a row per element, as a `ForEach` inside would;
/// `List(tree, children: \.children) { element in … }` makes an outline (`OutlineGroup`).
/// Selection (`List(selection:)`) is not supported.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listAppearance) private var appearance
    @Environment(\.scrollContentBackground) private var contentBackground
    /// Which row is swiped open (rows with swipe actions or `onDelete`).
    @State private var swipes = SwipeCoordinator()

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    public var body: some View {
        let sections = ListSectionModel.sections(of: content)
        let appearance = self.appearance
        let background = contentBackground == .hidden ? Color.clear
            : appearance == .plain ? Color(adaptive: .background) : Color(adaptive: .groupedBackground)
        // The rows scroll when they are taller than the list (a drag past the scroll view's
        // slop scrolls instead of pressing the row under the finger).
        let swipes = self.swipes
        let swipeable = sections.contains { $0.rows.contains { $0.traits.isSwipeable } }
        return ListScrollView(sections: sections, appearance: appearance, swipes: swipeable ? swipes : nil)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(background)
    }
}

extension List {
    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of a bound collection, given a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of a bound collection, identified by the property at `id`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Binding<Data>, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// A row for each element of a tree of data, its children in a disclosure group under
    /// it (an `OutlineGroup`): a tap on a row with children shows or hides them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Data.Element: Identifiable,
          Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A row for each element of a tree of data, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never,
          Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

/// The list's sections in a vertical scroll view; with rows that swipe, a touch that
/// begins while a row is open closes it (`SwipeCloseGesture`).
struct ListScrollView: View {
    let sections: [ListSectionModel]
    let appearance: ListAppearance
    let swipes: SwipeCoordinator?

    @ViewBuilder var body: some View {
        let scroll = ScrollView {
            ListContentStack(sections: sections, appearance: appearance)
                .frame(maxWidth: .infinity, alignment: .top)
        }
        if let swipes {
            scroll
                .gesture(SwipeCloseGesture(coordinator: swipes))
                .environment(\.swipeCoordinator, swipes)
        } else {
            scroll
        }
    }
}

/// The sections of a list, one above another.
struct ListContentStack: View {
    let sections: [ListSectionModel]
    let appearance: ListAppearance

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sections, id: \.key) { section in
                section.decorate(AnyView(ListSectionView(section: section, appearance: appearance)))
            }
        }
        .padding(.bottom, appearance == .plain ? 0 : ListMetrics.sectionSpacing)
    }
}
