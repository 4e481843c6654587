import PanelBase

/// A stack of pages: the root, and pages pushed on it by `NavigationLink`s or by
/// changing the bound path. Only the top page shows and takes touches; each page has a
/// navigation bar with its title and, above the root, a back button.
///
/// A push slides the new page in from the trailing edge while the old one slides out to
/// the leading edge; a pop slides the other way. A page comes and goes through a
/// transition (`.move(edge: .trailing)`) and the pages beneath move by their offset, all
/// under the stack's implicit animation (`NavigationStack.slide`) whenever its pages
/// change, so it is as deterministic as every other animation. A popped page leaves the
/// tree when its slide ends (its `onDisappear` runs then). A pushed page keeps its
/// `@State` while it is on the stack and loses it when popped; the root keeps its state
/// throughout.
public struct NavigationStack<Data, Root: View>: View {
    /// How pages slide.
    static var slide: Animation { .easeInOut(duration: 0.35) }

    private let root: Root
    /// The bound path, as type-erased values, with a setter that writes the binding back.
    private let boundPath: (get: () -> [AnyHashable], set: ([AnyHashable]) -> Void)?
    /// The path when none is bound.
    @State private var ownPath = NavigationPath()
    /// Views pushed by `NavigationLink(destination:)`, above the path's pages.
    @State private var pushedViews: [PushedView] = []
    /// Counts title changes, so the bars are drawn again.
    @State private var titleVersion = 0
    /// Counts changes of the pages bound `navigationDestination`s present.
    @State private var presentationVersion = 0
    @State private var model = NavigationModel()

    struct PushedView {
        let serial: Int
        let view: AnyView
    }

    /// A stack whose path is kept inside it.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    /// A stack showing the values of a bound `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = (get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack showing the values of a bound collection (`[Int]`, `[Room]`...): pushing
    /// appends to it, popping removes from its end.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        boundPath = (get: { path.wrappedValue.map { AnyHashable($0) } },
                     set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    private var path: [AnyHashable] { boundPath?.get() ?? ownPath.elements }

    private func setPath(_ elements: [AnyHashable]) {
        if let boundPath { boundPath.set(elements) } else { ownPath.elements = elements }
    }

    /// Pops to `depth` (0: the root). Pushes and pops made by the stack's own controls are
    /// changes of their own transaction, apart from the press that made them, so what the
    /// pressed control animates by itself does not take over its page's slide.
    private func pop(to depth: Int) {
        withAnimation(NavigationStack.slide) { popNow(to: depth) }
    }

    private func popNow(to depth: Int) {
        let path = self.path
        // Pages presented by bound destinations sit on top: popping one writes its binding.
        let presentedBase = path.count + pushedViews.count
        for (index, entry) in model.presentedPages.enumerated() where presentedBase + index >= depth {
            model.withdraw(entry.key)
            entry.page.dismiss()
            presentationVersion &+= 1
        }
        if depth < pushedViews.count + path.count, depth >= path.count {
            pushedViews.removeLast(pushedViews.count - (depth - path.count))
        } else if depth < path.count {
            pushedViews = []
            setPath(Array(path.prefix(depth)))
        }
    }

    private func push(_ push: NavigationModel.Push) {
        withAnimation(NavigationStack.slide) { pushNow(push) }
    }

    private func pushNow(_ push: NavigationModel.Push) {
        switch push {
        case .value(let value):
            // Values go on the path, below views pushed by links (which a path change drops).
            pushedViews = []
            setPath(path + [value])
        case .view(let view):
            pushedViews.append(PushedView(serial: model.makeSerial(), view: view))
        }
    }

    public var body: some View {
        let model = self.model
        model.reconcile(path: path, views: pushedViews.map { ($0.serial, $0.view) }
                            + model.presentedPages.map { ($0.page.serial, $0.page.view) })
        let generation = model.generation
        let depth = model.pages.count
        var entries: [PageEntry] = [PageEntry(serial: NavigationModel.root, depth: 0, page: nil)]
        for (index, page) in model.pages.enumerated() { entries.append(PageEntry(serial: page.serial, depth: index + 1, page: page)) }
        // A title change writes this state, so the stack (and every bar) is evaluated again.
        let titleChanged = { titleVersion &+= 1 }
        let pushing: (NavigationModel.Push) -> Void = { push($0) }
        return GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                ForEach(entries, id: \.serial) { entry in
                    // Pages below are laid out off screen to the leading side, and out of hit tests.
                    let isTop = entry.serial == (model.pages.last?.serial ?? NavigationModel.root)
                    let position = Swift.max(-1, entry.depth - depth)
                    NavigationPage(
                        content: entry.page.map { page in
                            page.view ?? page.value.flatMap { model.destination(for: $0) } ?? AnyView(EmptyView())
                        } ?? AnyView(root),
                        previous: entry.depth == 0 ? nil
                            : entry.depth == 1 ? NavigationModel.root
                            : model.pages.indices.contains(entry.depth - 2) ? model.pages[entry.depth - 2].serial : nil,
                        pop: { pop(to: entry.depth - 1) },
                        context: NavigationContext(model: model, page: entry.serial, push: pushing, titlesChanged: titleChanged))
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .modifier(_HitTestingModifier(whole: isTop))
                    .offset(x: CGFloat(position) * proxy.size.width)
                    .transition(.move(edge: .trailing))
                }
            }
            .animation(NavigationStack.slide, value: generation)
        }
        .clipped()
    }
}

/// One page of a stack as the body lists them.
struct PageEntry {
    let serial: Int
    let depth: Int
    let page: NavigationModel.Page?
}
